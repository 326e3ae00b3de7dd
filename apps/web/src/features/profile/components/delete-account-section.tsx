import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { storage } from '../../../lib/storage.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { ProfileSection } from './profile-section.tsx';

const DELETE_CONFIRMATION = 'DELETE';

/** Deleting is final, so the person types a word to confirm it. */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteUser();
  // The dialog opens on the word to type, the one thing the person must do there.
  const confirmField = useRef<HTMLInputElement>(null);
  const confirmed = typed.trim().toUpperCase() === DELETE_CONFIRMATION;

  function close() {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
    remove.reset();
  }

  function confirm() {
    if (!confirmed) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        storage.clearAll();
        queryClient.clear();
        navigate('/', { replace: true });
      },
    });
  }

  return (
    <ProfileSection
      title="Delete account"
      tone="danger"
      description="Removes your profile, photo, connections and messages, and signs you out everywhere. Tickets you bought stay on record for the hosts’ accounts, without your name."
    >
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        initialFocusRef={confirmField}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Keep my account
            </Button>
            <Button variant="danger" onClick={confirm} disabled={!confirmed} loading={remove.isPending}>
              Delete forever
            </Button>
          </>
        }
      >
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            confirm();
          }}
        >
          <p>This cannot be undone. Your profile, photo, connections and messages are erased at once.</p>
          <TextField
            ref={confirmField}
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          {remove.error && <Alert variant="error">{remove.error.message}</Alert>}
        </form>
      </Dialog>
    </ProfileSection>
  );
}

import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useBlockUser } from '../api/block-user.ts';
import { ReportDialog } from './report-dialog.tsx';
import '../safety.css';

export interface SafetyActionsProps {
  userId: string;
  firstName: string;
  /** The event where the viewer met the person: a report goes to its host. */
  eventId: string | null;
  /** After a block or a report (which blocks too): the person is gone from every screen. */
  onBlocked: (how: 'blocked' | 'reported') => void;
}

/** Report and Block, each behind a dialog that says what will happen. */
export function SafetyActions({ userId, firstName, eventId, onBlocked }: SafetyActionsProps) {
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const block = useBlockUser();

  return (
    <div className="safety-actions">
      <Button variant="ghost" size="sm" onClick={() => setOpen('report')}>
        Report
      </Button>
      <Button variant="ghost" size="sm" className="safety-block" onClick={() => setOpen('block')}>
        Block
      </Button>
      <ReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        userId={userId}
        firstName={firstName}
        eventId={eventId}
        onReported={() => {
          setOpen(null);
          onBlocked('reported');
        }}
      />
      <ConfirmDialog
        open={open === 'block'}
        title={`Block ${firstName}?`}
        confirmLabel="Block"
        danger
        busy={block.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() =>
          block.mutate(userId, {
            onSuccess: () => {
              setOpen(null);
              onBlocked('blocked');
            },
          })
        }
      >
        <p>
          You won't see each other anywhere on Mingle: not in guest lists, chats or requests. {firstName}{' '}
          isn't told.
        </p>
        {block.isError && <Alert variant="error">{block.error.message}</Alert>}
      </ConfirmDialog>
    </div>
  );
}

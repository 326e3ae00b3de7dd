import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreateInvitation, useInvitations } from '../api/invitations.ts';
import { InviteForm, type InviteValues, inviteRequest } from '../lib/invite-form.ts';

/** Invite by phone or e-mail, and the invitations sent with each answer. */
export function InvitationsSection({ eventId, canInvite }: { eventId: string; canInvite: boolean }) {
  const form = useForm<InviteValues>({ resolver: zodResolver(InviteForm), defaultValues: { contact: '' } });
  const create = useCreateInvitation(eventId);
  const list = useInvitations(eventId);
  const [problems, setProblems] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    setSentTo(null);
    try {
      const invitation = await create.mutateAsync(inviteRequest(values));
      setSentTo(invitation.email ?? invitation.phone ?? values.contact);
      form.reset({ contact: '' });
    } catch (err) {
      setProblems(applyServerErrors(err, form.setError, ['contact'], { phone: 'contact', email: 'contact' }));
    }
  });

  return (
    <section className="card manage-section" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="section-title">
        Invitations {total > 0 && <span className="badge">{total}</span>}
      </h2>
      {canInvite ? (
        <form className="invite-form" onSubmit={submit} noValidate aria-label="Invite a guest">
          <TextField
            label="Phone number or e-mail"
            placeholder="+14155550100 or ada@example.com"
            autoComplete="off"
            hint="They get a message with the event's link."
            error={form.formState.errors.contact?.message}
            {...form.register('contact')}
          />
          <Button type="submit" loading={create.isPending}>
            Send invitation
          </Button>
        </form>
      ) : (
        <p className="muted">Publish the event to invite people.</p>
      )}
      {problems.length > 0 && <Alert variant="error">{problems.join(' ')}</Alert>}
      {sentTo && <Alert variant="success">Invitation sent to {sentTo}.</Alert>}
      {list.isError && <Alert variant="error">{list.error.message}</Alert>}
      {items.length > 0 && (
        <ul className="plain-list">
          {items.map((inv) => (
            <li key={inv.id} className="person-row">
              <Avatar src={inv.invitee?.profilePhoto} alt="" size={36} />
              <div className="person-row-main">
                <p>{inv.invitee?.name ?? inv.email ?? inv.phone}</p>
                {inv.invitee?.name && <p className="hint">{inv.email ?? inv.phone}</p>}
              </div>
              <span className={`badge answer-${(inv.answer ?? 'none').toLowerCase()}`}>
                {inv.answer ?? 'No answer yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="ghost" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more invitations
        </Button>
      )}
    </section>
  );
}

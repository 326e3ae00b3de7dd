import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useAddMember } from '../api/team-api.ts';
import { AddMemberForm, type AddMemberValues, addMemberRequest } from '../lib/add-member-form.ts';

const ROLE_CHOICES = [
  { value: 'cohost', label: 'Co-host' },
  { value: 'door', label: 'Door staff' },
];

/** The owner invites a co-host or door staff by phone or e-mail; they join by accepting. */
export function AddMember({ organizationId }: { organizationId: string }) {
  const form = useForm<AddMemberValues>({
    resolver: zodResolver(AddMemberForm),
    defaultValues: { contact: '', role: 'door' },
  });
  const add = useAddMember(organizationId);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    setDone(null);
    try {
      await add.mutateAsync(addMemberRequest(values));
      setDone(`Invitation sent to ${values.contact.trim()}. They join the team once they accept it.`);
      form.reset({ contact: '', role: values.role });
    } catch (err) {
      setProblems(
        applyServerErrors(err, form.setError, ['contact', 'role'], { phone: 'contact', email: 'contact' }),
      );
    }
  });

  return (
    <form className="team-add" onSubmit={submit} noValidate aria-label="Invite a team member">
      <TextField
        label="Phone number or e-mail"
        placeholder="+14155550100 or ada@example.com"
        autoComplete="off"
        error={form.formState.errors.contact?.message}
        {...form.register('contact')}
      />
      <ChoiceGroup
        legend="Role"
        choices={ROLE_CHOICES}
        registration={form.register('role')}
        error={form.formState.errors.role?.message}
      />
      <p className="hint">
        Co-hosts run the events (not payouts or the team). Door staff see the guest list at the door and check
        people in. They get a text or e-mail and join once they accept.
      </p>
      <Button type="submit" loading={add.isPending}>
        Send invitation
      </Button>
      {problems.length > 0 && <Alert variant="error">{problems.join(' ')}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
    </form>
  );
}

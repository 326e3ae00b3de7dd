import { Email, PhoneNumber } from '@mingle/shared/schemas/common';
import { type AddMemberRequest, MemberRole } from '@mingle/shared/schemas/teams';
import { z } from 'zod';

/** One box for a phone number or an e-mail address (an "@" means e-mail), and the role. */
export const AddMemberForm = z.object({
  contact: z
    .string()
    .trim()
    .min(1, { error: 'Enter a phone number or an e-mail address' })
    .superRefine((v, ctx) => {
      const result = v.includes('@') ? Email.safeParse(v) : PhoneNumber.safeParse(v);
      if (!result.success)
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Not valid' });
    }),
  role: MemberRole,
});

export type AddMemberValues = z.input<typeof AddMemberForm>;

export function addMemberRequest({ contact, role }: AddMemberValues): AddMemberRequest {
  const value = contact.trim();
  return value.includes('@') ? { email: value, role } : { phone: value, role };
}

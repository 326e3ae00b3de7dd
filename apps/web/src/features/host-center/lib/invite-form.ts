import { Email, PhoneNumber } from '@mingle/shared/schemas/common';
import type { CreateInvitationRequest } from '@mingle/shared/schemas/events';
import { z } from 'zod';

/**
 * One box for a phone number or an e-mail address: an "@" means e-mail, anything else is read
 * as a phone number in international form, with the shared schemas' own messages.
 */
export const InviteForm = z.object({
  contact: z
    .string()
    .trim()
    .min(1, { error: 'Enter a phone number or an e-mail address' })
    .superRefine((v, ctx) => {
      const result = v.includes('@') ? Email.safeParse(v) : PhoneNumber.safeParse(v);
      if (!result.success)
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Not valid' });
    }),
});

export type InviteValues = z.input<typeof InviteForm>;

export function inviteRequest({ contact }: InviteValues): CreateInvitationRequest {
  const value = contact.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}

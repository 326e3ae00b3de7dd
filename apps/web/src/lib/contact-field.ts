import { Email, PhoneNumber } from '@mingle/shared/schemas/common';
import { z } from 'zod';

/**
 * One box for a phone number or an e-mail address: an "@" means e-mail, anything else is read
 * as a phone number in international form, with the shared schemas' own messages.
 */
export const ContactField = z
  .string()
  .trim()
  .min(1, { error: 'Enter a phone number or an e-mail address' })
  .superRefine((v, ctx) => {
    const result = v.includes('@') ? Email.safeParse(v) : PhoneNumber.safeParse(v);
    if (!result.success)
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Not valid' });
  });

/** The box's value as the API takes it: `{ email }` or `{ phone }`. */
export function contactBody(contact: string): { email: string } | { phone: string } {
  const value = contact.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}

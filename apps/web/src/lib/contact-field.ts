import { Email, PhoneNumber } from '@mingle/shared/schemas/common';
import { z } from 'zod';

/** What a typed phone number may hold besides digits: +, spaces, dashes, dots, brackets. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * One box for a phone number or an e-mail address: an "@" means e-mail, digits (with the usual
 * separators) a phone number in international form, with the shared schemas' own messages;
 * anything else is neither, and the message says both are possible.
 */
export const ContactField = z
  .string()
  .trim()
  .min(1, { error: 'Enter a phone number or an e-mail address' })
  .superRefine((v, ctx) => {
    if (!v.includes('@') && !PHONE_LIKE.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a phone number (+14155550100) or an e-mail address' });
      return;
    }
    const result = v.includes('@') ? Email.safeParse(v) : PhoneNumber.safeParse(v);
    if (!result.success)
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Not valid' });
  });

/** The box's value as the API takes it: `{ email }` or `{ phone }`. */
export function contactBody(contact: string): { email: string } | { phone: string } {
  const value = contact.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}

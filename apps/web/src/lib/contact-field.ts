import { Email, PhoneNumber } from '@mingle/shared/schemas/common';
import { z } from 'zod';

const NEITHER = 'Enter a phone number or e-mail address';
/** What a phone number may be typed with; anything else ("not-an-email 😀") is neither. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * One box for a phone number or an e-mail address: an "@" means e-mail, digits (with + ( ) - .
 * and spaces) a phone number in international form, with the shared schemas' own messages;
 * anything else is asked for again as either.
 */
export const ContactField = z
  .string()
  .trim()
  .min(1, { error: NEITHER })
  .superRefine((v, ctx) => {
    if (!v.includes('@') && !PHONE_LIKE.test(v)) {
      ctx.addIssue({ code: 'custom', message: NEITHER });
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

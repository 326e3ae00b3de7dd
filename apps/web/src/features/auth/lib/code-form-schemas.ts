import { Email, PhoneNumber } from '@mingle/shared/schemas/common';
import { z } from 'zod';
import { type PhoneFormValues, phoneFromForm } from './phone-form.ts';

/**
 * The sign-in forms' checks. Zod and the shared schemas weigh about 40 KB gzip, so the sign-in
 * form loads this module when it gets focus or is sent, and /auth's first load stays under the
 * 100 KB budget.
 */
export const PhoneForm = z
  .object({
    country: z.string(),
    national: z.string().trim().min(1, { error: 'Enter your phone number' }),
  })
  .refine((v) => PhoneNumber.safeParse(phoneFromForm(v)).success, {
    error: 'Enter a valid phone number for the country you chose',
    path: ['national'],
  });

const EmailForm = z.object({ email: Email });

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function check<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? 'Check this field' };
}

export const checkPhone = (values: PhoneFormValues) => check(PhoneForm, values);
export const checkEmail = (values: { email: string }) => check(EmailForm, values);

import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';

/** E-mail: trimmed and lower-cased (DESIGN.md §4). */
export const Email = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }).max(254));

/**
 * Phone in E.164 (+ then 8 to 15 digits). Spaces, dashes, dots and brackets are dropped first,
 * so "+1 (415) 555-0100" is accepted as "+14155550100".
 */
export const PhoneNumber = z
  .string({ error: 'Enter your phone number' })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z.string().regex(/^\+[1-9]\d{7,14}$/, {
      error: 'Enter a valid phone number with its country code, e.g. +14155550100',
    }),
  );

export const OtpCode = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, { error: 'The code is 6 digits' });

export const LoginSourceWeb = z.literal('web', { error: 'login_source must be "web"' });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.literal(PAGE_SIZE),
    total: z.number().int(),
    hasMore: z.boolean(),
  });
}

export const IdParam = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';

/**
 * U+0000 (PostgreSQL can't store it in text) and a UTF-16 surrogate without its partner (not a
 * character at all: it can't be encoded as UTF-8, so it would be silently turned into U+FFFD).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'Remove the invisible characters from this text (a NUL or a broken emoji)';

/** True when the text holds nothing the database could refuse or mangle. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The string every request field that carries text is built from (names, bios, codes, reasons,
 * notes, search queries…): it refuses NUL and lone surrogates with a field message, so bad
 * characters are a 400 at the edge instead of a database error. Chain trim/min/max as usual.
 */
export function Text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE });
}

/** E-mail: trimmed and lower-cased, so one address is one account however it is typed. */
export const Email = Text({ error: 'Enter your e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }).max(254));

/**
 * Phone in E.164 (+ then 8 to 15 digits). Spaces, dashes, dots and brackets are dropped first,
 * so "+1 (415) 555-0100" is accepted as "+14155550100".
 */
export const PhoneNumber = Text({ error: 'Enter your phone number' })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z.string().regex(/^\+[1-9]\d{7,14}$/, {
      error: 'Enter a valid phone number with its country code, e.g. +14155550100',
    }),
  );

export const OtpCode = Text({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, { error: 'The code is 6 digits' });

export const LoginSourceWeb = z.literal('web', { error: 'login_source must be "web"' });

/**
 * Dates the API takes lie from the year 1000 to the end of 9998 (UTC). PostgreSQL holds no year
 * 0 and PGlite is handed years past 9999 in a form it can't read; the margin of a millennium
 * below and a year above keeps what the API works out from a date (a day later, an offset
 * applied, a reminder's time) inside what both hold, so an edge is a 400, never a 500.
 */
export const EARLIEST_DATE_MS = Date.UTC(1000, 0, 1);
export const LATEST_DATE_MS = Date.UTC(9999, 0, 1) - 1;
const DATE_RANGE_MESSAGE = 'Use a date from the year 1000 to 9998';

const inDateRange = (ms: number) => ms >= EARLIEST_DATE_MS && ms <= LATEST_DATE_MS;

/** ISO-8601 date and time with Z or an offset; the API answers in UTC. */
export const IsoDateTime = z.iso
  .datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2026-05-01T19:00:00Z' })
  .refine((v) => inDateRange(Date.parse(v)), { error: DATE_RANGE_MESSAGE });

/** A calendar day, YYYY-MM-DD. */
export const IsoDate = z.iso
  .date({ error: 'Use the form YYYY-MM-DD' })
  .refine((v) => inDateRange(Date.parse(`${v}T00:00:00Z`)), { error: DATE_RANGE_MESSAGE });

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

import { z } from 'zod';
import { RATE_MILLI_PER_PERCENT, TAX_MODES } from '../taxes.ts';
import { Text } from './common.ts';

/** An event's tax and an organization's default (DESIGN §2 and §4 Taxes). */

export const TAX_LIMITS = {
  /** 100% in thousandths of a percent; no tax is no setting, never a rate of 0. */
  maxRateMilli: 100 * RATE_MILLI_PER_PERCENT,
  nameMax: 20,
  registrationNumberMax: 40,
} as const;

export const TaxMode = z.enum(TAX_MODES, { error: 'Choose inclusive or exclusive' });

const rateMessage = 'Enter a rate above 0% and at most 100%';

export const ZTaxSettingRequest = z.object({
  mode: TaxMode,
  /** Thousandths of a percent: 8.875% is 8875. */
  rateMilli: z
    .number({ error: rateMessage })
    .int({ error: 'Use at most three decimals' })
    .min(1, { error: rateMessage })
    .max(TAX_LIMITS.maxRateMilli, { error: rateMessage }),
  name: Text({ error: 'Name the tax, e.g. VAT or Sales tax' })
    .trim()
    .min(1, { error: 'Name the tax, e.g. VAT or Sales tax' })
    .max(TAX_LIMITS.nameMax, { error: `At most ${TAX_LIMITS.nameMax} characters` }),
  registrationNumber: Text()
    .trim()
    .max(TAX_LIMITS.registrationNumberMax, {
      error: `At most ${TAX_LIMITS.registrationNumberMax} characters`,
    })
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type TaxSettingRequest = z.input<typeof ZTaxSettingRequest>;

/** What every surface needs to price and show an event. */
export const ZTax = z.object({
  mode: TaxMode,
  rateMilli: z.number().int(),
  name: z.string(),
});

/** What the host set: the tax and the number printed on receipts. */
export const ZTaxSetting = ZTax.extend({ registrationNumber: z.string().nullable() });
export type TaxSetting = z.infer<typeof ZTaxSetting>;

export const ZTaxAnswer = z.object({ tax: ZTaxSetting.nullable() });
export type TaxAnswer = z.infer<typeof ZTaxAnswer>;

import { PhoneNumber } from '@mingle/shared/schemas/common';
import { z } from 'zod';
import { countryByIso, defaultCountryIso } from './countries.ts';
import { splitE164, toE164 } from './phone.ts';

/** A phone number as typed: a country (ISO code) from the picker and the national part. */
export interface PhoneFormValues {
  country: string;
  national: string;
}

export const PhoneForm = z
  .object({
    country: z.string(),
    national: z.string().trim().min(1, { error: 'Enter your phone number' }),
  })
  .refine((v) => PhoneNumber.safeParse(phoneFromForm(v)).success, {
    error: 'Enter a valid phone number for the country you chose',
    path: ['national'],
  });

export function phoneFromForm(values: PhoneFormValues): string {
  return toE164(countryByIso(values.country).dial, values.national);
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Starts from a known number when there is one, else from the browser's country. */
export function initialPhoneValues(knownE164: string): PhoneFormValues {
  const iso = defaultCountryIso(browserLanguages());
  const split = knownE164 ? splitE164(knownE164, iso) : null;
  return split ? { country: split.iso, national: split.national } : { country: iso, national: '' };
}

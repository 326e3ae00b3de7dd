import { countryByIso, defaultCountryIso } from './countries.ts';
import { splitE164, toE164 } from './phone.ts';

/** A phone number as typed: a country (ISO code) from the picker and the national part. */
export interface PhoneFormValues {
  country: string;
  national: string;
}

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

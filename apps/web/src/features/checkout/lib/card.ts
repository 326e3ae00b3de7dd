/**
 * The card form's formatting and checks. The sandbox only charges the number; the other
 * fields are checked as a real card form would check them, so the screen behaves the same
 * when a real provider takes over.
 */

export const CARD_MAX_DIGITS = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242" (groups of four, at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, CARD_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1228" → "12 / 28". A first digit above 1 can only be a month such as 04, so it gets its 0.
 * The separator appears only after the third digit, so Backspace never gets stuck on it.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOnly(value).slice(0, 4);
}

/** The Luhn checksum every real card number passes (the sandbox's test cards too). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

function expiryIssue(expiry: string, now: Date): string | undefined {
  const digits = digitsOnly(expiry);
  if (digits.length !== 4) return 'Enter the expiry date as MM / YY';
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return 'The month is 01 to 12';
  // A card works until the last day of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    return 'This card has expired';
  return undefined;
}

export function validateCard(card: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(card.number);
  if (!number) errors.number = 'Enter the card number';
  else if (number.length < 12 || !luhnValid(number)) errors.number = 'Check the card number';
  const expiry = expiryIssue(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'Enter the 3 or 4 digits on the back';
  if (!card.name.trim()) errors.name = 'Enter the name on the card';
  return errors;
}

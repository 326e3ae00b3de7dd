import { randomBytes, randomInt } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@mingle/shared/short-code';

/** A ticket code: 160 random bits, base64url (27 characters), shown as the QR code. */
export function newTicketCode(): string {
  return randomBytes(20).toString('base64url');
}

/** A short code for typing at the door: 8 uniform draws from the look-alike-free alphabet (~39 bits). */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i += 1)
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

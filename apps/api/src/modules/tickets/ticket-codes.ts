import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../lib/tokens.ts';

/** A ticket code: 160 random bits, base64url (27 characters), shown as the QR code. */
export function newTicketCode(): string {
  return randomBytes(20).toString('base64url');
}

/** A share token: 256 random bits; only its hash is stored. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

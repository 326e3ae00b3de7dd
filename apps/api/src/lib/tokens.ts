import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A bearer token of 256 random bits; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A uniformly random numeric code of the given length, e.g. "048213". */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

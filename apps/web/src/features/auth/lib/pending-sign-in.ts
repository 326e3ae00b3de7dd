import { STORAGE_KEYS } from '@mingle/shared/constants';
import { storage } from '../../../lib/storage.ts';

export type Channel = 'phone' | 'email';
export type RequestType = 'login' | 'signup';

/** Where a code is sent: a phone number in E.164 or an e-mail address. */
export type Destination = { channel: 'phone'; phoneNumber: string } | { channel: 'email'; email: string };

export function destinationLabel(destination: Destination): string {
  return destination.channel === 'phone' ? destination.phoneNumber : destination.email;
}

/** The phone-or-e-mail choice the person made last time (spec key rememberPreference). */
export function rememberedChannel(): Channel {
  return storage.get(STORAGE_KEYS.rememberPreference) === 'email' ? 'email' : 'phone';
}

export function rememberChannel(channel: Channel): void {
  storage.set(STORAGE_KEYS.rememberPreference, channel);
}

export function rememberedPhone(): string {
  return storage.get(STORAGE_KEYS.userMobileNumber) ?? '';
}

export function rememberedEmail(): string {
  return storage.get(STORAGE_KEYS.userEmail) ?? '';
}

/** Keeps what the code screen needs, so a reload of /auth/otp still knows where the code went. */
export function savePendingSignIn(destination: Destination, requestType: RequestType): void {
  rememberChannel(destination.channel);
  if (destination.channel === 'phone') storage.set(STORAGE_KEYS.userMobileNumber, destination.phoneNumber);
  else storage.set(STORAGE_KEYS.userEmail, destination.email);
  storage.set(STORAGE_KEYS.requestType, requestType);
}

export function setRequestType(requestType: RequestType): void {
  storage.set(STORAGE_KEYS.requestType, requestType);
}

export function readPendingSignIn(): { destination: Destination; requestType: RequestType } | null {
  const requestType: RequestType = storage.get(STORAGE_KEYS.requestType) === 'signup' ? 'signup' : 'login';
  const channel = rememberedChannel();
  if (channel === 'phone') {
    const phoneNumber = rememberedPhone();
    return phoneNumber ? { destination: { channel, phoneNumber }, requestType } : null;
  }
  const email = rememberedEmail();
  return email ? { destination: { channel, email }, requestType } : null;
}

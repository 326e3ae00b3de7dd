import type { OtpSent } from '../api/create-otp.ts';

/** What the send step hands to /auth/otp through the router's location state. */
export interface OtpPageState {
  sent?: OtpSent;
}

/** What the code step hands to /auth/registration. */
export interface RegistrationPageState {
  /** Log-in found no account, so the code created one. */
  accountCreated?: boolean;
}

function asObject(state: unknown): Record<string, unknown> {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

export function readOtpPageState(state: unknown): OtpPageState {
  const sent = asObject(state).sent;
  return sent && typeof sent === 'object' ? { sent: sent as OtpSent } : {};
}

export function readRegistrationPageState(state: unknown): RegistrationPageState {
  return { accountCreated: asObject(state).accountCreated === true };
}

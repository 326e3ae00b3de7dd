import type { OtpSent } from '../api/create-otp.ts';

/** What the send step hands to /auth/otp through the router's location state. */
export interface OtpPageState {
  sent?: OtpSent;
}

/** What a page hands to /auth, the log-in step. */
export interface LoginPageState {
  /** The person left profile set-up: their account exists and the profile waits for them. */
  leftSetup?: boolean;
  /** This tab's session ended elsewhere (another tab signed out, or the server revoked it). */
  signedOut?: boolean;
}

export const LEFT_SETUP_STATE: LoginPageState = { leftSetup: true };

/** Said when someone leaves profile set-up, and on /auth when that logged them out. */
export const LEFT_SETUP_TEXT = 'Your account is created; finish your profile next time you sign in.';

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

export function readLoginPageState(state: unknown): LoginPageState {
  const page = asObject(state);
  return { leftSetup: page.leftSetup === true, signedOut: page.signedOut === true };
}

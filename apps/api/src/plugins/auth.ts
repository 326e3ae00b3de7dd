import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { sessionForToken } from './session-store.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  /** False until the person has set up their profile (name, 18+ birthdate…): see requireAuth. */
  profileComplete: boolean;
}

const cache = new WeakMap<FastifyRequest, AuthContext | null>();

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The session behind this request's bearer token, profile set up or not, or null; looked up
 * once per request. Only for calls any signed-in person may make (signing out).
 */
export async function optionalSignedIn(db: Db, request: FastifyRequest): Promise<AuthContext | null> {
  if (cache.has(request)) return cache.get(request) ?? null;
  const token = bearerToken(request);
  const auth = token ? ((await sessionForToken(db, token)) ?? null) : null;
  cache.set(request, auth);
  return auth;
}

/**
 * The signed-in person of this request, or null. Someone who has not set up their profile
 * yet counts as signed out here: public pages work for them, nothing they show depends on them.
 */
export async function optionalAuth(db: Db, request: FastifyRequest): Promise<AuthContext | null> {
  const auth = await optionalSignedIn(db, request);
  return auth?.profileComplete ? auth : null;
}

/** 403 PROFILE_INCOMPLETE until the profile is set up. */
export function requireCompleteProfile(auth: AuthContext): AuthContext {
  if (!auth.profileComplete) {
    throw new AppError(
      'PROFILE_INCOMPLETE',
      'Finish setting up your profile (name and date of birth) to continue',
    );
  }
  return auth;
}

/**
 * Guard for signed-in routes: 401 without a live session, 403 PROFILE_INCOMPLETE while the
 * profile is not set up (so nobody skips the 18+ check). Every route uses this by default;
 * only the calls the set-up itself needs use requireSignedIn.
 */
export async function requireAuth(db: Db, request: FastifyRequest): Promise<AuthContext> {
  return requireCompleteProfile(await requireSignedIn(db, request));
}

/**
 * Signed in, profile set up or not: only for what finishing the set-up needs (own profile,
 * profile set-up, photo upload, sign-out, account deletion). Throws 401 so handlers stay linear.
 */
export async function requireSignedIn(db: Db, request: FastifyRequest): Promise<AuthContext> {
  const auth = await optionalSignedIn(db, request);
  if (!auth) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return auth;
}

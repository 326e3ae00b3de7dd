/**
 * Where to go back to after signing in, e.g. the shared ticket someone was about to claim.
 * Kept in sessionStorage (this tab only, gone when it closes) under one key, and only for
 * paths inside the app, so a crafted link cannot send anyone to another site.
 */
const RETURN_PATH_KEY = 'mingle_return_path';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function isInternalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberReturnPath(path: string): void {
  if (!isInternalPath(path)) return;
  try {
    session()?.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage full or blocked: the person just lands on the default page after signing in.
  }
}

/** Reads and forgets the remembered path, so it is used once. */
export function takeReturnPath(): string | null {
  const store = session();
  const path = store?.getItem(RETURN_PATH_KEY) ?? null;
  store?.removeItem(RETURN_PATH_KEY);
  return path && isInternalPath(path) ? path : null;
}

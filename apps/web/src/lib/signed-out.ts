/**
 * Said where a tab learns its session ended elsewhere: under a chat message the server refused
 * for it, and on /auth after the move there (session-sync.ts, realtime's use-revoked-session.ts).
 * A module of its own so /auth's first load carries these two values and nothing else.
 */
export const SIGNED_OUT_TEXT = "You've been signed out";

/** The router state that makes /auth say SIGNED_OUT_TEXT. */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

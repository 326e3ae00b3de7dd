/** Constants both sides state; every other module reads them from here. */

/** Page size for discover, events, host centre, text blast host events and payout pages. */
export const PAGE_SIZE = 20;

/** A lazily loaded page part gives up after this long (then the page offers a reload). */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/** Delay before a user with an incomplete profile is logged out and sent to /auth. */
export const LOGOUT_REDIRECT_DELAY_MS = 300;

export const SPINNER = {
  defaultSize: 60,
  colorIntervalMs: 500,
  colors: ['#7c3aed', '#db2777', '#ea580c', '#ca8a04', '#16a34a', '#0891b2', '#2563eb'],
} as const;

/** The ticketing fee: 5% plus $1 per paid ticket (docs/adr/0003-money-and-ledger.md). */
export const FEE_PERCENT = 5;
export const FEE_FIXED_CENTS = 100;

/**
 * An order's subtotal and total are at most this many cents ($999,999.99): the amount columns
 * are 32-bit, and card networks refuse far smaller single payments anyway.
 */
export const MAX_ORDER_CENTS = 99_999_999;

export const LOGIN_SOURCE = 'web' as const;

export const API_VERSIONS = ['v1', 'v2'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const DEFAULT_API_VERSION: ApiVersion = 'v1';

/**
 * The request header that makes a money call safe to repeat: the same key gets the first answer
 * (docs/adr/0004-idempotency-keys.md). Lower case, as Node hands request headers to the API;
 * header names are case-insensitive on the wire.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** One-time sign-in codes. The server may override the limits through its config. */
export const OTP = {
  length: 6,
  ttlSeconds: 600,
  maxAttempts: 5,
  resendSeconds: 30,
  sendsPerDestinationPerHour: 5,
  sendsPerIpPerHour: 50,
} as const;

export const MIN_AGE_YEARS = 18;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const BIO_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 60;

/** Browser storage keys, kept as the existing clients name them. Only apps/web/src/lib/storage.ts touches storage. */
export const STORAGE_KEYS = {
  userToken: 'user_token',
  userMobileNumber: 'userMobileNumber',
  userId: 'userID',
  showDetailPage: 'showDetailPage',
  contactList: 'contactList',
  userEmail: 'userEmail',
  rememberPreference: 'rememberPreference',
  requestType: 'requestType',
  profileStatus: 'profileStatus',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** sessionStorage marker so a chunk-load failure reloads the page only once per session. */
export const CHUNK_RELOAD_MARKER = 'mingle_chunk_reloaded';

/**
 * Revenue's by-event and by-ticket-type lists show this many rows, the highest net revenue
 * first, and one "Other" row summing the rest, so the answer stays the same size however much
 * a host sells and the rows still add up to the totals.
 */
export const ANALYTICS_TOP_ROWS = 10;

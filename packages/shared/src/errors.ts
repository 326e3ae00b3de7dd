/** Error codes of the JSON error shape (ApiErrorBody below) and the one code → HTTP status map. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** Guest list, event chat, Contact Host: only for the host and guests with a ticket or a Yes RSVP. */
  NOT_ATTENDING: 403,
  /** The host has turned the guest list off. */
  GUEST_LIST_OFF: 403,
  /** The host has turned the event chat off. */
  CHAT_OFF: 403,
  /** Signed in, but the profile is not set up yet: only the set-up calls answer. */
  PROFILE_INCOMPLETE: 403,
  /** Guest list or connecting, before the person has said their gender and intent. */
  SOCIAL_PROFILE_NEEDED: 403,
  NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_REDEEMED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A chat message over 2,000 characters. */
  TOO_LONG: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  ORGANIZATION_REQUIRED: 422,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  // Checkout, tickets and refunds.
  SOLD_OUT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  NOT_ON_SALE: 422,
  PROMO_CODE_INVALID: 422,
  ORDER_EXPIRED: 422,
  PAYMENT_DECLINED: 422,
  PAYMENT_FAILED: 503,
  WRONG_EVENT: 422,
  TICKET_NOT_VALID: 422,
  WEBHOOK_SIGNATURE_INVALID: 400,
  // Payouts: the 422s name why a payout can't be made.
  KYC_REQUIRED: 422,
  PAYOUT_ACCOUNT_REQUIRED: 422,
  INSUFFICIENT_BALANCE: 422,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  success: false;
  error: { code: ErrorCode | string; message: string; fields?: Record<string, string> };
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

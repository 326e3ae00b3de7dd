import { z } from 'zod';
import { OtpChannel } from '../enums.ts';
import { ProfileStatus } from '../profile-status.ts';
import { Email, LoginSourceWeb, OtpCode, PhoneNumber, Text } from './common.ts';

/** POST createOtp */
export const ZCreateOtpRequest = z.object({ phoneNumber: PhoneNumber, login_source: LoginSourceWeb });
/** POST sendEmailOtp */
export const ZSendEmailOtpRequest = z.object({ email: Email, login_source: LoginSourceWeb });

/** POST verfiyOtp (spelt so) and POST login-web with a phone */
export const ZVerifyPhoneOtpRequest = z.object({
  phoneNumber: PhoneNumber,
  otp: OtpCode,
  login_source: LoginSourceWeb,
});
/** POST verifyEmailOtp and POST login-web with an e-mail */
export const ZVerifyEmailOtpRequest = z.object({
  email: Email,
  otp: OtpCode,
  login_source: LoginSourceWeb,
});
/** POST login-web: either body; signs in an existing account only (404 ACCOUNT_NOT_FOUND otherwise). */
export const ZLoginWebRequest = z
  .object({
    phoneNumber: PhoneNumber.optional(),
    email: Email.optional(),
    otp: OtpCode,
    login_source: LoginSourceWeb,
  })
  .refine((v) => (v.phoneNumber === undefined) !== (v.email === undefined), {
    error: 'Enter your phone number or your e-mail address (one of them)',
    path: ['email'],
  });
export type LoginWebRequest = z.infer<typeof ZLoginWebRequest>;

export const ZOtpSentResponse = z.object({
  /** Seconds until another code may be requested for this destination. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** Only outside production: where the dev outbox shows the code. */
  devOutbox: z.string().optional(),
});

export const ZSessionResponse = z.object({
  token: z.string(),
  userId: z.uuid(),
  profileStatus: ProfileStatus,
  isNewUser: z.boolean(),
});
export type SessionResponse = z.infer<typeof ZSessionResponse>;

/** POST UpdatePhoneNumberByID: a code is first sent to the new number with createOtp. */
export const ZUpdatePhoneRequest = z.object({ phoneNumber: PhoneNumber, otp: OtpCode });

/** A file sent with an e-mail (a receipt's calendar entry), whole: they are small text files. */
export const ZOutboxAttachment = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});
export type OutboxAttachment = z.infer<typeof ZOutboxAttachment>;

export const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  channel: OtpChannel,
  subject: z.string().nullable(),
  /** The SMS, or an e-mail's plain-text part. */
  body: z.string(),
  /** An e-mail's HTML part; null for SMS and text-only e-mails. */
  html: z.string().nullable(),
  attachments: z.array(ZOutboxAttachment),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

/** GET dev/outbox?to=<phone or e-mail>: without `to`, the newest messages to anyone. */
export const ZOutboxQuery = z.object({ to: Text().trim().max(254).optional() });
export const ZOutboxList = z.object({ items: z.array(ZOutboxMessage) });

/** GET logout: the query is caller-supplied (the existing clients send it); login_source=web is accepted. */
export const ZLoginSourceQuery = z.object({ login_source: z.literal('web').optional() });
export const ZLogoutResponse = z.object({ loggedOut: z.literal(true) });

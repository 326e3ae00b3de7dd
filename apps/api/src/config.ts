import path from 'node:path';
import { OTP, UPLOAD_MAX_BYTES } from '@mingle/shared/constants';
import { PayoutProviderName } from '@mingle/shared/enums';
import { ORDER_HOLD_MINUTES, WAITLIST_CLAIM_MINUTES } from '@mingle/shared/schemas/orders';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is documented in docs/configuration.md's
 * table; a bad value stops the start with a message naming the variable.
 */
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset → 127.0.0.1 in development (nothing outside this machine reaches it), else 0.0.0.0. */
  HOST: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Unset → http://localhost:<PORT>, so links point at the port the server listens on. */
  PUBLIC_URL: optionalUrl,
  SUPPORT_EMAIL: z.email().default('support@mingle.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: optionalText,
  /**
   * After SIGTERM, how long /api/ready answers 503 while requests are still served, so the load
   * balancer's health check notices before the port closes. 0 drains at once (one server alone).
   */
  /** Lets a scraper that is not on this machine read /metrics (`Authorization: Bearer …`). */
  METRICS_TOKEN: optionalText,
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8000).default(2000),
  BODY_LIMIT_BYTES: int(1024 * 1024),
  UPLOAD_MAX_BYTES: int(UPLOAD_MAX_BYTES),
  // Per client address: a venue's shared Wi-Fi puts many guests behind one address.
  RATE_LIMIT_PER_MINUTE: int(1200),
  SESSION_TTL_DAYS: int(30),
  OTP_TTL_SECONDS: int(OTP.ttlSeconds),
  OTP_MAX_ATTEMPTS: int(OTP.maxAttempts),
  OTP_RESEND_SECONDS: int(OTP.resendSeconds),
  OTP_SENDS_PER_DESTINATION_PER_HOUR: int(OTP.sendsPerDestinationPerHour),
  OTP_SENDS_PER_IP_PER_HOUR: int(OTP.sendsPerIpPerHour),
  /** Invitations (each an SMS or e-mail) one organization may send per rolling hour and day. */
  INVITES_PER_ORG_PER_HOUR: int(100),
  INVITES_PER_ORG_PER_DAY: int(300),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Mingle <no-reply@mingle.local>'),
  SMS_API_URL: optionalUrl,
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  SMS_FROM: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
  /** A real-time socket that sends no auth frame within this long is closed (4401). */
  REALTIME_AUTH_TIMEOUT_MS: int(10_000),
  /** Chat rate limit per person and room: a burst, then one message per refill interval. */
  CHAT_BURST: int(10),
  CHAT_REFILL_MS: int(5000),
  /**
   * Wrong codes typed or scanned at the door per event and team member: a burst, then one back
   * every refill interval. A short code has ~39 bits, so guessing needs millions of tries;
   * check-ins by ticket id (the guest list, offline sync) are not counted.
   */
  DOOR_WRONG_CODES_BURST: int(20),
  DOOR_WRONG_CODE_REFILL_MS: int(30_000),
  STRIPE_PUBLISHABLE_KEY: optionalText,
  ORDER_HOLD_MINUTES: int(ORDER_HOLD_MINUTES),
  WAITLIST_CLAIM_MINUTES: int(WAITLIST_CLAIM_MINUTES),
  /** How long the sandbox payout provider takes to answer (account checks, identity checks, payouts). */
  PAYOUT_SANDBOX_DELAY_MS: int(2000),
  /** Money out: the sandbox (test bank numbers) or Stripe Connect Express (needs the Stripe key). */
  PAYOUTS_PROVIDER: PayoutProviderName.default('sandbox'),
  /**
   * An event's earnings become available this long after it ended (a chargeback or a night that
   * never happened is usually known by then). 0 only for demos and end-to-end tests.
   */
  PAYOUT_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** The signing secret of the Stripe webhook endpoint for connected accounts (webhooks/stripe-connect). */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  /** The background job worker; off by default under NODE_ENV=test, where tests run jobs explicitly. */
  JOBS_ENABLED: z.enum(['true', 'false']).optional(),
  /** Text blasts go out at this pace (the SMS provider's limit), one message per recipient. */
  BLAST_SENDS_PER_SECOND: int(10),
  /**
   * How long one blast message may be in flight before it counts as lost with its server: it is
   * then reported unknown (never sent again) and another worker carries on with the blast. Keep
   * it above the SMS provider's 10 s time-out.
   */
  BLAST_SEND_LEASE_SECONDS: int(30),
  /**
   * A live event's changes of date or place are gathered this long after the last one, then
   * its guests get one message with the final state.
   */
  EVENT_CHANGE_NOTICE_SECONDS: int(60),
  JOB_POLL_MS: int(1000),
  JOB_BATCH_SIZE: int(10),
  /**
   * How long a server reuses the signed-out view of an event (GET events/:id without a session):
   * a shared link going viral then costs one read per event per server per interval. 0 = off;
   * off by default under NODE_ENV=test, where tests read their own writes at once.
   */
  EVENT_CACHE_MS: z.coerce.number().int().min(0).max(1000).optional(),
  /** Uploads in an S3-compatible bucket shared by every server; unset → files under DATA_DIR. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'HOST'> {
  PUBLIC_URL: string;
  HOST: string;
  isProduction: boolean;
  uploadsDir: string;
  /** Built client to serve, when it exists. */
  webDistDir: string;
  jobsEnabled: boolean;
  /** EVENT_CACHE_MS with its default applied. */
  eventCacheMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.SMS_API_URL && !(c.SMS_ACCOUNT_SID && c.SMS_AUTH_TOKEN && c.SMS_FROM)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_API_URL: needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM as well',
    );
  }
  if (c.NODE_ENV === 'production' && !c.SMTP_URL && !c.SMS_API_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL / SMS_API_URL: set at least one in production, or sign-in codes could not be delivered',
    );
  }
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: needs STRIPE_WEBHOOK_SECRET as well (payments are confirmed by webhook)',
    );
  }
  if (c.PAYOUTS_PROVIDER === 'stripe' && (!c.STRIPE_SECRET_KEY || !c.STRIPE_CONNECT_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYOUTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_CONNECT_WEBHOOK_SECRET',
    );
  }
  const s3 = [c.S3_BUCKET, c.S3_REGION, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY];
  if ((s3.some(Boolean) || c.S3_ENDPOINT) && !s3.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    HOST: c.HOST ?? (c.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    isProduction: c.NODE_ENV === 'production',
    jobsEnabled: (c.JOBS_ENABLED ?? (c.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
    eventCacheMs: c.EVENT_CACHE_MS ?? (c.NODE_ENV === 'test' ? 0 : 1000),
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

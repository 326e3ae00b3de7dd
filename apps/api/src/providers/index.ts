import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { FallbackTokenBucket } from '../realtime/fallback-token-bucket.ts';
import { InProcessTokenBucket } from '../realtime/in-process-token-bucket.ts';
import { RedisTokenBucket } from '../realtime/redis-token-bucket.ts';
import type { RateLimitStore } from '../realtime/token-bucket.ts';
import { DevOutbox } from './messaging/dev-outbox.ts';
import { HttpSms } from './messaging/http-sms.ts';
import type { EmailProvider, SmsProvider } from './messaging/messaging.ts';
import { SmtpEmail } from './messaging/smtp-email.ts';
import { UnconfiguredChannel } from './messaging/unconfigured-channel.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { SandboxPayments } from './payments/sandbox-payments.ts';
import { StripePayments } from './payments/stripe-payments.ts';
import type { PayoutProvider } from './payouts/payout-provider.ts';
import { SandboxPayouts } from './payouts/sandbox-payouts.ts';
import { StripeConnectPayouts } from './payouts/stripe-connect-payouts.ts';
import { InProcessPubSub } from './pubsub/in-process-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { RedisPubSub } from './pubsub/redis-pubsub.ts';
import { LocalStorage } from './storage/local-storage.ts';
import { S3Storage } from './storage/s3-storage.ts';
import type { StorageProvider } from './storage/storage.ts';

export interface Providers {
  email: EmailProvider;
  sms: SmsProvider;
  storage: StorageProvider;
  /** Stripe when STRIPE_SECRET_KEY is set, else the sandbox (test cards). */
  payments: PaymentProvider;
  /** Money out to hosts: the sandbox (test bank numbers), or Stripe Connect when PAYOUTS_PROVIDER=stripe. */
  payouts: PayoutProvider;
  /** Fan-out of chat messages and notifications to every server (Redis when REDIS_URL). */
  pubsub: PubSub;
  /** Token buckets (chat rate limits), shared by every server through Redis when REDIS_URL. */
  rateLimits: RateLimitStore;
}

/** Picks each provider from the configuration: the embedded default unless its env vars are set. */
export function createProviders(config: Config, db: Db, log: FastifyBaseLogger): Providers {
  const outbox = new DevOutbox(db, log);
  // In production an unset channel refuses to send (503) rather than hide codes in the outbox;
  // config.ts refuses to start when neither channel is set.
  const email: EmailProvider = config.SMTP_URL
    ? new SmtpEmail({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : config.isProduction
      ? new UnconfiguredChannel('SMTP_URL')
      : outbox;
  const sms: SmsProvider =
    config.SMS_API_URL && config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM
      ? new HttpSms({
          apiUrl: config.SMS_API_URL,
          accountSid: config.SMS_ACCOUNT_SID,
          authToken: config.SMS_AUTH_TOKEN,
          from: config.SMS_FROM,
        })
      : config.isProduction
        ? new UnconfiguredChannel('SMS_API_URL')
        : outbox;
  return {
    email,
    sms,
    storage:
      config.S3_BUCKET && config.S3_REGION && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? new S3Storage({
            bucket: config.S3_BUCKET,
            region: config.S3_REGION,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            endpoint: config.S3_ENDPOINT,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
          })
        : new LocalStorage(config.uploadsDir),
    payments: config.STRIPE_SECRET_KEY
      ? new StripePayments({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL })
      : new SandboxPayments(),
    payouts:
      config.PAYOUTS_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY
        ? new StripeConnectPayouts({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL })
        : new SandboxPayouts(),
    pubsub: config.REDIS_URL
      ? new RedisPubSub(config.REDIS_URL, (err) => log.error({ err }, 'redis pub/sub'))
      : new InProcessPubSub((err) => log.error({ err }, 'pub/sub handler')),
    rateLimits: config.REDIS_URL
      ? new FallbackTokenBucket(
          new RedisTokenBucket(config.REDIS_URL, Date.now, 'mingle:bucket:', (err) =>
            log.warn({ err }, 'redis rate limits'),
          ),
          new InProcessTokenBucket(),
          (err) => log.warn({ err }, 'redis rate limits: counting in process meanwhile'),
        )
      : new InProcessTokenBucket(),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DevOutbox } from './messaging/dev-outbox.ts';
import { HttpSms } from './messaging/http-sms.ts';
import type { EmailProvider, SmsProvider } from './messaging/messaging.ts';
import { SmtpEmail } from './messaging/smtp-email.ts';
import { UnconfiguredChannel } from './messaging/unconfigured-channel.ts';
import { LocalStorage } from './storage/local-storage.ts';
import type { StorageProvider } from './storage/storage.ts';

export interface Providers {
  email: EmailProvider;
  sms: SmsProvider;
  storage: StorageProvider;
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
    storage: new LocalStorage(config.uploadsDir),
  };
}

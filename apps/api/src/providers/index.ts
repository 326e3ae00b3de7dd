import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DevOutbox } from './messaging/dev-outbox.ts';
import type { EmailProvider, SmsProvider } from './messaging/messaging.ts';
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
  return {
    email: outbox,
    sms: outbox,
    storage: new LocalStorage(config.uploadsDir),
  };
}

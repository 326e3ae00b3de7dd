import type { Config } from '../config.ts';

/**
 * What a person who just ran `npm start` needs to see among the logs: where to open Mingle and
 * where the sign-in codes go. Plain text on purpose: the JSON log lines stay machine-readable.
 */
export function startBanner(config: Config, address: string): string {
  const outbox =
    !config.isProduction && (!config.SMTP_URL || !config.SMS_API_URL)
      ? `  Sign-in codes:  ${config.PUBLIC_URL}/dev/outbox (and in this log)`
      : null;
  const database = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.DATA_DIR}`;
  const lines = [
    '',
    `  Mingle is running: open ${config.PUBLIC_URL}`,
    outbox,
    `  Database:       ${database}`,
    `  Listening on:   ${address}`,
    '',
  ];
  return lines.filter((line) => line !== null).join('\n');
}

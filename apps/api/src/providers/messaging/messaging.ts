/** Outgoing e-mail and SMS. One file per implementation; all pass the same contract tests. */
export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part, always sent: some readers and every test read only this. */
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** A small text file sent with an e-mail (a receipt's calendar entry). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface SmsMessage {
  to: string;
  body: string;
  /** Where the provider reports delivery (delivered, failed), when it supports callbacks. */
  statusCallback?: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<{ id: string }>;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** Thrown by a channel that has no provider configured (production without its env vars). */
export class ChannelNotConfiguredError extends Error {
  override readonly name = 'ChannelNotConfiguredError';
}

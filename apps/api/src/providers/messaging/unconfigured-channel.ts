import {
  ChannelNotConfiguredError,
  type EmailMessage,
  type EmailProvider,
  type SmsMessage,
  type SmsProvider,
} from './messaging.ts';

/**
 * In production a channel without a provider refuses to send instead of falling back to the
 * dev outbox, where nobody would ever read the message.
 */
export class UnconfiguredChannel implements EmailProvider, SmsProvider {
  readonly name = 'unconfigured';
  constructor(private readonly variable: string) {}

  async send(_message: EmailMessage | SmsMessage): Promise<{ id: string }> {
    throw new ChannelNotConfiguredError(`${this.variable} is not set`);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailProvider, SmsProvider } from './messaging.ts';

/** What the far side of a provider received, whatever the transport. */
export interface Delivered {
  to: string;
  text: string;
}

export interface ContractHarness {
  provider: EmailProvider | SmsProvider;
  /** Everything that reached the far side so far. */
  delivered(): Promise<Delivered[]>;
  /** The same provider pointed at a far side that refuses every message. */
  refusing?: EmailProvider | SmsProvider;
  close(): Promise<void>;
}

export interface ContractOptions {
  channel: 'email' | 'sms';
  /** Whether the far side can refuse (a real server can; the dev outbox table cannot). */
  canRefuse: boolean;
}

function send(provider: EmailProvider | SmsProvider, channel: 'email' | 'sms', to: string, text: string) {
  return channel === 'email'
    ? (provider as EmailProvider).send({ to, subject: 'Your Mingle code', text })
    : (provider as SmsProvider).send({ to, body: text });
}

/**
 * The behaviour every messaging provider shares (docs/architecture.md, providers): the embedded
 * default and the production ones pass the same contract tests.
 */
export function messagingContract(
  name: string,
  options: ContractOptions,
  makeHarness: () => Promise<ContractHarness>,
): void {
  const { channel } = options;
  const recipients =
    channel === 'email' ? ['reader@example.com', 'other@example.com'] : ['+14155550100', '+14155550101'];
  const [first, second] = recipients as [string, string];

  describe(`messaging contract: ${name} (${channel})`, () => {
    let h: ContractHarness;
    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(() => h.close());

    const find = async (to: string, needle: string) =>
      (await h.delivered()).find((d) => d.to === to && d.text.includes(needle));

    it('delivers the message to its recipient with the text intact and returns an id', async () => {
      const result = await send(
        h.provider,
        channel,
        first,
        'Your Mingle code is 482913. It expires in 10 minutes.',
      );
      expect(typeof result.id).toBe('string');
      expect(await find(first, 'Your Mingle code is 482913. It expires in 10 minutes.')).toBeDefined();
    });

    it('keeps messages to different recipients apart', async () => {
      await send(h.provider, channel, first, 'Code 100000');
      await send(h.provider, channel, second, 'Code 100001');
      expect(await find(first, 'Code 100000')).toBeDefined();
      expect(await find(second, 'Code 100001')).toBeDefined();
      expect(await find(first, 'Code 100001')).toBeUndefined();
    });

    if (options.canRefuse) {
      it('rejects when the far side refuses the message', async () => {
        if (!h.refusing) throw new Error(`${name}: the harness must provide a refusing provider`);
        await expect(send(h.refusing, channel, first, 'Code 222222')).rejects.toThrow();
      });
    }
  });
}

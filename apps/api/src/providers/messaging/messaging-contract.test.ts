import { pino } from 'pino';
import { openTestDb } from '../../../test/helpers.ts';
import { startCarrier, startSmtpServer } from '../../../test/messaging-servers.ts';
import { DevOutbox } from './dev-outbox.ts';
import { HttpSms } from './http-sms.ts';
import { messagingContract } from './messaging-contract.ts';
import { SmtpEmail } from './smtp-email.ts';

const silent = pino({ level: 'silent' });

for (const channel of ['email', 'sms'] as const) {
  messagingContract('dev outbox', { channel, canRefuse: false }, async () => {
    const db = await openTestDb();
    return {
      provider: new DevOutbox(db, silent),
      delivered: async () =>
        (
          await db.query<{ recipient: string; body: string }>('SELECT recipient, body FROM outbox_messages')
        ).map((r) => ({ to: r.recipient, text: r.body })),
      close: () => db.close(),
    };
  });
}

messagingContract(
  'SMTP (nodemailer against a local smtp-server)',
  { channel: 'email', canRefuse: true },
  async () => {
    const server = await startSmtpServer();
    const refusingServer = await startSmtpServer({ reject: true });
    const from = 'Mingle <no-reply@mingle.test>';
    return {
      provider: new SmtpEmail({ url: server.url, from }),
      refusing: new SmtpEmail({ url: refusingServer.url, from }),
      delivered: async () => server.mails.flatMap((m) => m.to.map((to) => ({ to, text: m.raw }))),
      close: async () => {
        await server.close();
        await refusingServer.close();
      },
    };
  },
);

messagingContract(
  'Twilio-style HTTP SMS (against a local carrier)',
  { channel: 'sms', canRefuse: true },
  async () => {
    const carrier = await startCarrier();
    const broken = await startCarrier({ status: 500 });
    const account = { accountSid: 'AC123', authToken: 'secret', from: '+15005550006' };
    return {
      provider: new HttpSms({ apiUrl: carrier.url, ...account }),
      refusing: new HttpSms({ apiUrl: broken.url, ...account }),
      delivered: async () =>
        carrier.requests.map((r) => ({ to: r.form.get('To') ?? '', text: r.form.get('Body') ?? '' })),
      close: async () => {
        await carrier.close();
        await broken.close();
      },
    };
  },
);

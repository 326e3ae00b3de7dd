import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft line breaks and escapes decoded. */
  raw: string;
}

/** Undoes quoted-printable so a test can search the text (digits never change, lines may wrap). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a free local port; `reject` makes it refuse every recipient. */
export async function startSmtpServer(options: { reject?: boolean } = {}) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.reject) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface CarrierRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/**
 * A local HTTP server standing in for a Twilio-style carrier. `status` is what it answers
 * (201 with a message sid by default); `hang` never answers.
 */
export async function startCarrier(options: { status?: number; hang?: boolean } = {}) {
  const requests: CarrierRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      if (options.hang) return;
      const status = options.status ?? 201;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { sid: `SM${requests.length}` } : { message: 'carrier error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

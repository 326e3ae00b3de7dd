import type { SmsMessage, SmsProvider } from './messaging.ts';

export interface HttpSmsOptions {
  /** Base URL of a Twilio-style API, e.g. https://api.twilio.com/2010-04-01 (SMS_API_URL) */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** Sender number or id (SMS_FROM) */
  from: string;
  timeoutMs?: number;
}

/** The carrier answered with an error; the message names only the status, never the recipient. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
  constructor(readonly status: number) {
    super(`The SMS provider answered ${status}`);
  }
}

/**
 * SMS through a Twilio-style HTTP API: POST {apiUrl}/Accounts/{sid}/Messages.json, form-encoded
 * To, From and Body, HTTP basic auth sid:token. Any non-2xx answer throws.
 */
export class HttpSms implements SmsProvider {
  readonly name = 'http-sms';
  constructor(private readonly options: HttpSmsOptions) {}

  async send(message: SmsMessage): Promise<{ id: string }> {
    const { apiUrl, accountSid, authToken, from } = this.options;
    const url = `${apiUrl.replace(/\/+$/, '')}/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        To: message.to,
        From: from,
        Body: message.body,
        ...(message.statusCallback ? { StatusCallback: message.statusCallback } : {}),
      }).toString(),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    if (!res.ok) throw new SmsDeliveryError(res.status);
    let id = '';
    try {
      id = String((JSON.parse(text) as { sid?: unknown }).sid ?? '');
    } catch {
      // A 2xx without a JSON body still means the carrier took the message.
    }
    return { id };
  }
}

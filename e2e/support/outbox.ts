import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

interface OutboxItem {
  body: string;
  to: string;
  channel: string;
  sentAt: string;
}

/** The newest message the dev outbox holds for a phone number or e-mail address. */
export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxItem> {
  let item: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        item = ((await res.json()) as { data: { items: OutboxItem[] } }).data.items[0];
        return item?.body;
      },
      { message: `a message for ${to} in the dev outbox` },
    )
    .toBeTruthy();
  return item!;
}

/** The 6-digit code of the newest sign-in message sent to `to`. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const { body } = await latestMessage(request, to);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no 6-digit code in the latest message to ${to}`);
  return code;
}

/** A unique address per test run, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

import type { APIRequestContext } from '@playwright/test';
import type { ApiSession } from './session.ts';

/** A call to the API as `session`, failing the test with the server's answer when refused. */
export async function apiAs<T>(
  request: APIRequestContext,
  session: ApiSession,
  method: 'POST' | 'GET' | 'PATCH',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...headers },
    data,
  });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

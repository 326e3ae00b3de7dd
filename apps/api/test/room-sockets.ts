import { afterAll, beforeAll, expect } from 'vitest';
import {
  connectSocket,
  type Person,
  type SocialTestApp,
  socialApp,
  type TestSocket,
} from './social-test-kit.ts';
import { startTwoServers, type TwoServers } from './two-servers.ts';

/**
 * The real-time suites' kit: PGlite runs a scenario on one listening server with the in-process
 * pub/sub; the PostgreSQL run, with Redis, runs it across two servers (two-servers.ts).
 */
export const PG_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL;

/** Matches the message frame carrying `body`. */
export const isMessage = (body: string) => (f: Record<string, unknown>) =>
  f.type === 'message' && (f.message as { body: string }).body === body;

/**
 * One listening social app for the file: built before its tests, closed after them. The object
 * is filled in `beforeAll`, so read it inside tests and hooks.
 */
export function useListeningApp(): SocialTestApp {
  const t = {} as SocialTestApp;
  beforeAll(async () => {
    Object.assign(t, await socialApp());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  return t;
}

/** Two servers over one PostgreSQL schema and one Redis for the file, filled in `beforeAll`. */
export function useTwoServers(): TwoServers {
  const servers = {} as TwoServers;
  beforeAll(async () => {
    Object.assign(servers, await startTwoServers(REDIS_URL!));
  });
  afterAll(() => servers.close());
  return servers;
}

/**
 * The sockets a scenario opens into one room: `join` signs `who` in on `url` and joins the room;
 * `closeAll` (in a finally) terminates every one, so a failed expectation leaves none open.
 */
export function roomSockets(t: SocialTestApp, roomId: string) {
  const open: TestSocket[] = [];
  return {
    async join(who: Person, url: string): Promise<TestSocket> {
      const s = await connectSocket(t, url, who);
      open.push(s);
      s.send({ type: 'join', roomId });
      expect(await s.next((f) => f.type === 'joined')).toEqual({ type: 'joined', roomId });
      return s;
    },
    closeAll(): void {
      for (const s of open) s.ws.terminate();
    },
  };
}

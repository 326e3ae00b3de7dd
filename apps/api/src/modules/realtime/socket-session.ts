import {
  type ClientFrame,
  REALTIME_CLOSE_UNAUTHENTICATED,
  type RealtimeErrorCode,
  type ServerFrame,
  ZClientFrame,
} from '@mingle/shared/schemas/realtime';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { sessionActive, sessionForToken } from '../../plugins/session-store.ts';
import type { RealtimeClient, RealtimeHub } from '../../realtime/hub.ts';
import { requireRoomAccess, sendMessage } from '../chat/index.ts';

/** A socket that joins more rooms than this is refusing its own joins. */
const MAX_ROOMS_PER_SOCKET = 200;
/** A reader this far behind is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const HEARTBEAT_MS = 30_000;

function errorCode(err: unknown): { code: RealtimeErrorCode; message: string } {
  if (err instanceof AppError) {
    const known: RealtimeErrorCode[] = ['FORBIDDEN', 'RATE_LIMITED', 'TOO_LONG', 'VALIDATION_FAILED'];
    if (known.includes(err.code as RealtimeErrorCode))
      return { code: err.code as RealtimeErrorCode, message: err.message };
    // Not found, not attending, chat off: the frame protocol says FORBIDDEN for every refusal.
    if (err.code === 'NOT_FOUND' || err.status === 403) return { code: 'FORBIDDEN', message: err.message };
  }
  return { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' };
}

/**
 * One WebSocket (docs/adr/0005-real-time-protocol.md): the first frame must be `auth` within the time
 * limit, or the socket closes with 4401. Frames are handled one at a time, in order, so a join
 * followed by a send behaves as written.
 */
export function serveSocket(
  ctx: AppContext,
  hub: RealtimeHub,
  socket: WebSocket,
  log: (err: unknown) => void,
): void {
  let client: RealtimeClient | undefined;
  let queue: Promise<void> = Promise.resolve();
  let alive = true;

  const send = (frame: ServerFrame) => sendRaw(JSON.stringify(frame));
  const sendRaw = (data: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(data);
  };
  let closing = false;
  const reject = (reason: string) => {
    closing = true;
    socket.close(REALTIME_CLOSE_UNAUTHENTICATED, reason);
  };

  const authTimer = setTimeout(() => reject('Authenticate first'), ctx.config.REALTIME_AUTH_TIMEOUT_MS);
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, HEARTBEAT_MS);
  socket.on('pong', () => {
    alive = true;
  });

  const handle = async (frame: ClientFrame): Promise<void> => {
    if (!client) {
      if (frame.type !== 'auth') return reject('Authenticate first');
      const session = await sessionForToken(ctx.db, frame.token);
      if (!session) return reject('Sign in again');
      // Chat and notifications wait for the profile set-up, as every signed-in HTTP call does.
      if (!session.profileComplete) return reject('Finish setting up your profile first');
      clearTimeout(authTimer);
      client = {
        userId: session.userId,
        sessionId: session.sessionId,
        rooms: new Set(),
        send: sendRaw,
        removedFromRoom: (roomId) =>
          send({ type: 'error', code: 'FORBIDDEN', message: 'This chat has ended', roomId }),
        sessionRevoked: () => reject('Signed out'),
      };
      await hub.addUser(client);
      // A sign-out published between the token check and the subscription was not heard.
      if (!(await sessionActive(ctx.db, client.sessionId))) return reject('Sign in again');
      return send({ type: 'ready', userId: client.userId });
    }
    if (frame.type === 'auth') return;
    if (frame.type === 'leave') {
      await hub.leave(client, frame.roomId);
      return send({ type: 'left', roomId: frame.roomId });
    }
    if (frame.type === 'join') {
      if (!(await sessionActive(ctx.db, client.sessionId))) return reject('Sign in again');
      try {
        if (client.rooms.size >= MAX_ROOMS_PER_SOCKET)
          throw new AppError('FORBIDDEN', 'Too many rooms open on this connection');
        await requireRoomAccess(ctx, client.userId, frame.roomId, { moderation: false });
      } catch (err) {
        const { code, message } = errorCode(err);
        return send({ type: 'error', code, message, roomId: frame.roomId });
      }
      await hub.join(client, frame.roomId);
      return send({ type: 'joined', roomId: frame.roomId });
    }
    try {
      const sent = await sendMessage(ctx, client.userId, frame.roomId, frame.body, frame.clientId);
      // A resend reaches only this socket; the room already has the original.
      if (sent.duplicate) send({ type: 'message', roomId: frame.roomId, message: sent.message });
    } catch (err) {
      const { code, message } = errorCode(err);
      if (code === 'INTERNAL') log(err);
      send({ type: 'error', code, message, clientId: frame.clientId });
    }
  };

  socket.on('message', (data, isBinary) => {
    queue = queue.then(async () => {
      // Frames that arrive while the close handshake runs are not served.
      if (closing) return;
      let frame: ClientFrame;
      try {
        const parsed = ZClientFrame.safeParse(isBinary ? undefined : JSON.parse(data.toString()));
        if (!parsed.success) throw parsed.error;
        frame = parsed.data;
      } catch {
        if (!client) return reject('Authenticate first');
        return send({ type: 'error', code: 'VALIDATION_FAILED', message: 'That frame is not valid' });
      }
      try {
        await handle(frame);
      } catch (err) {
        log(err);
        send({ type: 'error', code: 'INTERNAL', message: errorCode(err).message });
      }
    });
  });

  socket.on('close', () => {
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    queue = queue.then(() => (client ? hub.remove(client) : undefined)).catch(log);
  });
}

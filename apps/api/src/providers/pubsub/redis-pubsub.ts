import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { HandlerRegistry, type PubSub, type PubSubHandler, type Unsubscribe } from './pubsub.ts';

/** The longest a send waits for Redis: past it the message has reached this server's sockets. */
const REDIS_WAIT_MS = 1000;

/**
 * Redis pub/sub (`REDIS_URL`): every server subscribes to the channels its sockets need, so a
 * message published on one server reaches sockets on all of them. A subscribed connection can
 * do nothing else, hence two connections.
 *
 * Through a Redis outage (docs/operations.md): this server's own handlers get what it publishes
 * straight from memory (its Redis echo, tagged with this instance's id, is skipped), so chat
 * within one server keeps working; a publish that Redis cannot take is logged, never thrown into
 * the send; and every channel with a handler is subscribed again each time the connection is
 * ready, so fan-out between servers resumes by itself.
 */
export class RedisPubSub implements PubSub {
  readonly name = 'redis';
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new HandlerRegistry();
  /** Serialises SUBSCRIBE/UNSUBSCRIBE per channel so a quick leave-and-join never ends unsubscribed. */
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly origin = `${randomUUID()}|`;
  private closed = false;
  /** The subscriber's first connection (lazy: a server with no socket never connects). */
  private connecting: Promise<void> | undefined;

  constructor(
    url: string,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    // Our own resubscription below also covers channels joined while Redis was away.
    const options = { lazyConnect: true, maxRetriesPerRequest: 1, autoResubscribe: false };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (channel: string, tagged: string) => {
      if (tagged.startsWith(this.origin)) return;
      const message = tagged.slice(tagged.indexOf('|') + 1);
      this.handlers.dispatch(channel, message, this.onError);
    });
    this.sub.on('ready', () => {
      for (const channel of this.handlers.channels())
        void this.serialise(channel, () => this.subscribeRemote(channel));
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    if (this.closed) return;
    // Delivered on a later tick, as over the network, so a publisher never re-enters its own handler.
    queueMicrotask(() => this.handlers.dispatch(channel, message, this.onError));
    // Reconnecting means Redis is away: the other servers miss this one live (it is stored).
    if (this.pub.status === 'reconnecting' || this.pub.status === 'end') return;
    await withinRedisWait(this.pub.publish(channel, this.origin + message)).catch(this.onError);
  }

  async subscribe(channel: string, handler: PubSubHandler): Promise<Unsubscribe> {
    const wrapped: PubSubHandler = (m) => handler(m);
    const first = this.handlers.add(channel, wrapped);
    if (first) await this.serialise(channel, () => this.subscribeRemote(channel));
    else await this.pending.get(channel);
    let done = false;
    return async () => {
      if (done || this.closed) return;
      done = true;
      if (!this.handlers.remove(channel, wrapped)) return;
      await this.serialise(channel, async () => {
        // Someone subscribed again while this was queued: keep the channel.
        if (this.handlers.has(channel) || this.sub.status !== 'ready') return;
        await withinRedisWait(this.sub.unsubscribe(channel)).catch(this.onError);
      });
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    this.pub.disconnect();
    this.sub.disconnect();
  }

  /** Subscribes in Redis when it answers; when it does not, the next 'ready' does it. */
  private async subscribeRemote(channel: string): Promise<void> {
    if (!this.handlers.has(channel)) return;
    try {
      // A failed connect is reported by the 'error' event; ioredis keeps retrying.
      if (this.sub.status === 'wait') this.connecting ??= this.sub.connect().catch(() => undefined);
      if (this.connecting && this.sub.status !== 'ready') await withinRedisWait(this.connecting);
      if (this.sub.status !== 'ready') return;
      await withinRedisWait(this.sub.subscribe(channel));
    } catch (err) {
      this.onError(err);
    }
  }

  private serialise(channel: string, step: () => Promise<unknown>): Promise<unknown> {
    const previous = this.pending.get(channel) ?? Promise.resolve();
    const next = previous.then(step, step);
    this.pending.set(channel, next);
    const cleanup = () => {
      if (this.pending.get(channel) === next) this.pending.delete(channel);
    };
    next.then(cleanup, cleanup);
    return next;
  }
}

function withinRedisWait<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${REDIS_WAIT_MS} ms`)),
      REDIS_WAIT_MS,
    );
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}

import { Redis } from 'ioredis';
import { HandlerRegistry, type PubSub, type PubSubHandler, type Unsubscribe } from './pubsub.ts';

/**
 * Redis pub/sub (`REDIS_URL`): every server subscribes to the channels its sockets need, so a
 * message published on one server reaches sockets on all of them. A subscribed connection can
 * do nothing else, hence two connections.
 */
export class RedisPubSub implements PubSub {
  readonly name = 'redis';
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new HandlerRegistry();
  /** Serialises SUBSCRIBE/UNSUBSCRIBE per channel so a quick leave-and-join never ends unsubscribed. */
  private readonly pending = new Map<string, Promise<unknown>>();
  private closed = false;

  constructor(
    url: string,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (channel: string, message: string) => {
      this.handlers.dispatch(channel, message, this.onError);
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.pub.publish(channel, message);
  }

  async subscribe(channel: string, handler: PubSubHandler): Promise<Unsubscribe> {
    const wrapped: PubSubHandler = (m) => handler(m);
    const first = this.handlers.add(channel, wrapped);
    try {
      if (first) await this.serialise(channel, () => this.sub.subscribe(channel));
      else await this.pending.get(channel);
    } catch (err) {
      this.handlers.remove(channel, wrapped);
      throw err;
    }
    let done = false;
    return async () => {
      if (done || this.closed) return;
      done = true;
      if (!this.handlers.remove(channel, wrapped)) return;
      await this.serialise(channel, async () => {
        // Someone subscribed again while this was queued: keep the channel.
        if (!this.handlers.has(channel)) await this.sub.unsubscribe(channel);
      });
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    this.pub.disconnect();
    this.sub.disconnect();
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

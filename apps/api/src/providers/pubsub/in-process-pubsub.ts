import { HandlerRegistry, type PubSub, type PubSubHandler, type Unsubscribe } from './pubsub.ts';

/** The embedded default: one server, so fan-out stays inside this process. */
export class InProcessPubSub implements PubSub {
  readonly name = 'in-process';
  private readonly handlers = new HandlerRegistry();
  private closed = false;

  constructor(private readonly onError: (err: unknown) => void = () => undefined) {}

  async publish(channel: string, message: string): Promise<void> {
    if (this.closed) return;
    // Delivered on a later tick, as over the network, so a publisher never re-enters its own handler.
    queueMicrotask(() => this.handlers.dispatch(channel, message, this.onError));
  }

  async subscribe(channel: string, handler: PubSubHandler): Promise<Unsubscribe> {
    const wrapped: PubSubHandler = (m) => handler(m);
    this.handlers.add(channel, wrapped);
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      this.handlers.remove(channel, wrapped);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
  }
}

/**
 * Fan-out of real-time events (chat messages, notifications) to every API server. One file per
 * implementation; all pass the contract tests in `pubsub.contract.test.ts`.
 *
 * Contract: a message published on a channel reaches every handler subscribed to that channel
 * (on any server sharing the backend) once `subscribe` has resolved, asynchronously and in
 * publish order per publisher; never a handler of another channel, never after its
 * `unsubscribe` has resolved. Messages are strings (JSON by convention).
 */
export type PubSubHandler = (message: string) => void;
export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  readonly name: string;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: PubSubHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/** Handlers per channel, shared by the implementations; a throwing handler never stops the others. */
export class HandlerRegistry {
  private readonly byChannel = new Map<string, Set<PubSubHandler>>();

  /** Returns true when this is the channel's first handler. */
  add(channel: string, handler: PubSubHandler): boolean {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(handler);
    return first;
  }

  /** Returns true when the channel has no handler left. */
  remove(channel: string, handler: PubSubHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  dispatch(channel: string, message: string, onError: (err: unknown) => void): void {
    const set = this.byChannel.get(channel);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(message);
      } catch (err) {
        onError(err);
      }
    }
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  clear(): void {
    this.byChannel.clear();
  }
}

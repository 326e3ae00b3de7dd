export interface PendingSend {
  clientId: string;
  roomId: string;
  body: string;
  status: 'sending' | 'failed';
  /** Why it failed, in words a person can act on. */
  error: { code: string; message: string } | null;
}

/**
 * The sends the server has not acknowledged yet, per clientId, with a time limit on each try.
 * Snapshots per room stay the same array until that room's sends change (for React's
 * useSyncExternalStore).
 */
export class Outbox {
  private readonly items = new Map<string, PendingSend>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly snapshots = new Map<string, PendingSend[]>();

  constructor(
    private readonly ackTimeoutMs: number,
    private readonly onTimeout: (clientId: string) => void,
    private readonly onChange: (roomId: string) => void,
  ) {}

  get(clientId: string): PendingSend | undefined {
    return this.items.get(clientId);
  }

  /** Sends still to be (re)transmitted, oldest first. */
  sending(): PendingSend[] {
    return [...this.items.values()].filter((p) => p.status === 'sending');
  }

  forRoom(roomId: string): PendingSend[] {
    let snapshot = this.snapshots.get(roomId);
    if (!snapshot) {
      snapshot = [...this.items.values()].filter((p) => p.roomId === roomId);
      this.snapshots.set(roomId, snapshot);
    }
    return snapshot;
  }

  /** A new send, or a failed one tried again: "sending" until acknowledged or timed out. */
  put(item: Omit<PendingSend, 'status' | 'error'>): void {
    this.set({ ...item, status: 'sending', error: null });
  }

  /** Starts the time limit of one try. */
  tried(clientId: string): void {
    this.clearTimer(clientId);
    this.timers.set(
      clientId,
      setTimeout(() => this.onTimeout(clientId), this.ackTimeoutMs),
    );
  }

  fail(clientId: string, code: string, message: string): void {
    const item = this.items.get(clientId);
    if (!item) return;
    this.clearTimer(clientId);
    this.set({ ...item, status: 'failed', error: { code, message } });
  }

  /** Acknowledged or discarded: forgotten. */
  remove(clientId: string): void {
    const item = this.items.get(clientId);
    if (!item) return;
    this.clearTimer(clientId);
    this.items.delete(clientId);
    this.changed(item.roomId);
  }

  private set(item: PendingSend): void {
    this.items.set(item.clientId, item);
    this.changed(item.roomId);
  }

  private changed(roomId: string): void {
    this.snapshots.delete(roomId);
    this.onChange(roomId);
  }

  private clearTimer(clientId: string): void {
    const timer = this.timers.get(clientId);
    if (timer) clearTimeout(timer);
    this.timers.delete(clientId);
  }
}

/** A random id for a message; randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  try {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  } catch {
    // Plain http on a local network: fall through.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

import type { PubSub, Unsubscribe } from '../providers/pubsub/pubsub.ts';
import { type RoomEnvelope, roomChannel, type UserEnvelope, userChannel } from './channels.ts';

/** One open socket as the hub sees it. */
export interface RealtimeClient {
  readonly userId: string;
  readonly sessionId: string;
  readonly rooms: Set<string>;
  send(data: string): void;
  /** The room ended for this socket (unmatched): tell the client. */
  removedFromRoom(roomId: string): void;
  /** The socket's session ended (sign-out, account deleted): close it. */
  sessionRevoked(): void;
}

interface Group {
  clients: Set<RealtimeClient>;
  subscribed: Promise<Unsubscribe>;
}

/** May the person still be in the room? Answers false when access is gone. */
export type RoomAccessCheck = (userId: string, roomId: string) => Promise<boolean>;

/** A room whose access is being re-checked for one socket: its messages wait here meanwhile. */
interface Held {
  queue: string[];
  check: number;
}

/**
 * The sockets of this server, by room and by person. Each room or person with at least one
 * socket here has one pub/sub subscription, so a message is serialised once per server and
 * written to each local socket.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, Group>();
  private readonly users = new Map<string, Group>();
  private readonly held = new Map<RealtimeClient, Map<string, Held>>();
  private checks = 0;

  constructor(
    private readonly pubsub: PubSub,
    private readonly onError: (err: unknown) => void,
    private readonly mayStay: RoomAccessCheck = async () => true,
  ) {}

  /** Resolves once notifications for the person reach this socket. */
  addUser(client: RealtimeClient): Promise<void> {
    return this.enter(this.users, userChannel(client.userId), client.userId, client, (raw) =>
      this.deliverToUser(client.userId, raw),
    );
  }

  /** Resolves once messages of the room reach this socket. */
  async join(client: RealtimeClient, roomId: string): Promise<void> {
    if (client.rooms.has(roomId)) return;
    client.rooms.add(roomId);
    await this.enter(this.rooms, roomChannel(roomId), roomId, client, (raw) =>
      this.deliverToRoom(roomId, raw),
    );
  }

  async leave(client: RealtimeClient, roomId: string): Promise<void> {
    this.held.get(client)?.delete(roomId);
    if (!client.rooms.delete(roomId)) return;
    await this.exit(this.rooms, roomId, client);
  }

  /** The socket closed. */
  async remove(client: RealtimeClient): Promise<void> {
    const rooms = [...client.rooms];
    client.rooms.clear();
    this.held.delete(client);
    await Promise.all([
      ...rooms.map((roomId) => this.exit(this.rooms, roomId, client)),
      this.exit(this.users, client.userId, client),
    ]);
  }

  /** Local sockets in a room (for tests and metrics). */
  roomSize(roomId: string): number {
    return this.rooms.get(roomId)?.clients.size ?? 0;
  }

  async close(): Promise<void> {
    const groups = [...this.rooms.values(), ...this.users.values()];
    this.rooms.clear();
    this.users.clear();
    await Promise.all(
      groups.map((g) => g.subscribed.then((unsubscribe) => unsubscribe()).catch(this.onError)),
    );
  }

  private async enter(
    groups: Map<string, Group>,
    channel: string,
    key: string,
    client: RealtimeClient,
    handler: (raw: string) => void,
  ): Promise<void> {
    let group = groups.get(key);
    if (!group) {
      group = { clients: new Set(), subscribed: this.pubsub.subscribe(channel, handler) };
      groups.set(key, group);
      group.subscribed.catch(() => {
        if (groups.get(key) === group) groups.delete(key);
      });
    }
    group.clients.add(client);
    await group.subscribed;
  }

  private async exit(groups: Map<string, Group>, key: string, client: RealtimeClient): Promise<void> {
    const group = groups.get(key);
    if (!group?.clients.delete(client) || group.clients.size > 0) return;
    groups.delete(key);
    try {
      await (await group.subscribed)();
    } catch (err) {
      this.onError(err);
    }
  }

  private deliverToRoom(roomId: string, raw: string): void {
    const group = this.rooms.get(roomId);
    if (!group) return;
    const envelope = JSON.parse(raw) as RoomEnvelope;
    if (envelope.closed) {
      for (const client of [...group.clients]) {
        client.rooms.delete(roomId);
        client.removedFromRoom(roomId);
      }
      group.clients.clear();
      this.rooms.delete(roomId);
      group.subscribed.then((unsubscribe) => unsubscribe()).catch(this.onError);
      return;
    }
    if (envelope.access) {
      for (const client of group.clients) this.recheck(client, roomId);
      return;
    }
    if (!envelope.frame) return;
    const data = JSON.stringify(envelope.frame);
    const hide = envelope.hide && envelope.hide.length > 0 ? new Set(envelope.hide) : undefined;
    for (const client of group.clients) {
      if (hide?.has(client.userId)) continue;
      const held = this.held.get(client)?.get(roomId);
      if (held) held.queue.push(data);
      else client.send(data);
    }
  }

  /**
   * The person's access changed: each of their sockets here re-checks every room it joined.
   * Until a room's check answers, its messages wait for that socket (in order); then they are
   * sent, or the socket leaves the room and is told. A failed check counts as no access.
   */
  private recheckUser(userId: string): void {
    const group = this.users.get(userId);
    if (!group) return;
    for (const client of group.clients) {
      for (const roomId of client.rooms) this.recheck(client, roomId);
    }
  }

  /** One socket re-checks one room; the room's messages wait for it meanwhile. */
  private recheck(client: RealtimeClient, roomId: string): void {
    let holds = this.held.get(client);
    if (!holds) {
      holds = new Map();
      this.held.set(client, holds);
    }
    this.checks += 1;
    const check = this.checks;
    const entry = holds.get(roomId) ?? { queue: [], check };
    entry.check = check;
    holds.set(roomId, entry);
    void this.settle(client, roomId, check);
  }

  private async settle(client: RealtimeClient, roomId: string, check: number): Promise<void> {
    let stays = false;
    try {
      stays = await this.mayStay(client.userId, roomId);
    } catch (err) {
      this.onError(err);
    }
    const holds = this.held.get(client);
    const entry = holds?.get(roomId);
    // A later change started a newer check; that one decides.
    if (!holds || !entry || entry.check !== check) return;
    holds.delete(roomId);
    if (holds.size === 0) this.held.delete(client);
    if (stays) {
      for (const data of entry.queue) client.send(data);
      return;
    }
    if (!client.rooms.delete(roomId)) return;
    client.removedFromRoom(roomId);
    await this.exit(this.rooms, roomId, client);
  }

  private deliverToUser(userId: string, raw: string): void {
    const group = this.users.get(userId);
    if (!group) return;
    const envelope = JSON.parse(raw) as UserEnvelope;
    if (envelope.access) {
      this.recheckUser(userId);
      return;
    }
    if (envelope.revoked) {
      const { sessionId } = envelope.revoked;
      for (const client of [...group.clients]) {
        if (!sessionId || client.sessionId === sessionId) client.sessionRevoked();
      }
      return;
    }
    if (!envelope.frame) return;
    const data = JSON.stringify(envelope.frame);
    for (const client of group.clients) client.send(data);
  }
}

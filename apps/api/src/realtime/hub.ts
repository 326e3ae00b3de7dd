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

/**
 * The sockets of this server, by room and by person. Each room or person with at least one
 * socket here has one pub/sub subscription, so a message is serialised once per server and
 * written to each local socket.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, Group>();
  private readonly users = new Map<string, Group>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly onError: (err: unknown) => void,
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
    if (!client.rooms.delete(roomId)) return;
    await this.exit(this.rooms, roomId, client);
  }

  /** The socket closed. */
  async remove(client: RealtimeClient): Promise<void> {
    const rooms = [...client.rooms];
    client.rooms.clear();
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
    if (!envelope.frame) return;
    const data = JSON.stringify(envelope.frame);
    const hide = envelope.hide && envelope.hide.length > 0 ? new Set(envelope.hide) : undefined;
    for (const client of group.clients) {
      if (!hide?.has(client.userId)) client.send(data);
    }
  }

  private deliverToUser(userId: string, raw: string): void {
    const group = this.users.get(userId);
    if (!group) return;
    const envelope = JSON.parse(raw) as UserEnvelope;
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

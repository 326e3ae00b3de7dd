export type RoomState = 'joining' | 'joined' | 'forbidden';

type RoomFrame = { type: 'join' | 'leave'; roomId: string };

/**
 * The rooms the screens hold, counted per screen: joined on the first hold, left once the last
 * screen lets go, and joined again after every reconnect, except a room the server refused.
 */
export class Rooms {
  private readonly rooms = new Map<string, { refs: number; state: RoomState }>();

  constructor(
    /** Writes a frame when the connection is authenticated (a reconnect replays the joins). */
    private readonly write: (frame: RoomFrame) => void,
    private readonly onAnswer: (roomId: string, state: RoomState, message: string | null) => void,
  ) {}

  state(roomId: string): RoomState | null {
    return this.rooms.get(roomId)?.state ?? null;
  }

  /** Joins a room now and after every reconnect, while anyone holds it; returns the release. */
  hold(roomId: string): () => void {
    const known = this.rooms.get(roomId);
    const room = known ?? { refs: 0, state: 'joining' as RoomState };
    if (!known) {
      this.rooms.set(roomId, room);
      this.write({ type: 'join', roomId });
    }
    room.refs += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      room.refs -= 1;
      // A screen that re-mounts at once (React's strict mode, a quick navigation) keeps the room.
      queueMicrotask(() => {
        if (room.refs > 0 || this.rooms.get(roomId) !== room) return;
        this.rooms.delete(roomId);
        if (room.state !== 'forbidden') this.write({ type: 'leave', roomId });
      });
    };
  }

  /** On a new authenticated connection: every room still held and not refused, joined again. */
  rejoin(): void {
    for (const [roomId, room] of this.rooms) {
      if (room.state === 'forbidden') continue;
      room.state = 'joining';
      this.write({ type: 'join', roomId });
    }
  }

  /** The server's answer to a join: joined, or refused (also when a chat ends). */
  answered(roomId: string, state: RoomState, message: string | null): void {
    const room = this.rooms.get(roomId);
    if (!room) return;
    room.state = state;
    this.onAnswer(roomId, state, message);
  }
}

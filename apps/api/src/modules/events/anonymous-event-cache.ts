import type { Event } from '@mingle/shared/schemas/events';

const MAX_ENTRIES = 5000;

/**
 * The signed-out view of events, each kept for a short while (EVENT_CACHE_MS, at most 1 s) on
 * this server. Concurrent misses for one event share one load, so a burst of visitors to one
 * link costs one set of queries per interval. Counts and "tickets left" may lag by the interval;
 * checkout always reads the inventory itself. A change made through this server is seen at once
 * (`forget`); a change made through another server, within the interval.
 */
export class AnonymousEventCache {
  private readonly entries = new Map<string, { until: number; view: Promise<Event> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(eventId: string, load: () => Promise<Event>): Promise<Event> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(eventId);
    if (hit && hit.until > now) return hit.view;
    if (this.entries.size >= MAX_ENTRIES) this.sweep(now);
    const view = load();
    this.entries.set(eventId, { until: now + this.ttlMs, view });
    // A failed load (not found, a database error) is not kept.
    view.catch(() => {
      if (this.entries.get(eventId)?.view === view) this.entries.delete(eventId);
    });
    return view;
  }

  forget(eventId: string): void {
    this.entries.delete(eventId);
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.entries) if (entry.until <= now) this.entries.delete(id);
    // Still full of live entries: drop the oldest (a Map iterates in insertion order).
    for (const id of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(id);
    }
  }
}

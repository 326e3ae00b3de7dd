import type { Db } from '../src/db/client.ts';
import { refreshSearchForOrganization } from '../src/modules/events/index.ts';

export interface EventSeed {
  title: string;
  startsAt: string;
  endsAt: string;
  priceCents?: number;
  city?: string;
  status?: 'draft' | 'published' | 'cancelled';
  visibility?: 'public' | 'private';
}

/**
 * Inserts events straight into the table (tests need dozens at exact times, some in the past,
 * which the API rightly refuses to publish), with their search text and price kept as the
 * repository would.
 */
export async function seedEvents(db: Db, organizationId: string, seeds: EventSeed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const s of seeds) {
    const row = await db.maybeOne<{ id: string }>(
      `INSERT INTO events (organization_id, status, visibility, title, starts_at, ends_at, time_zone, city, address,
                           min_price_cents, currency, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'UTC', $7, '1 Main St', $8, 'USD', now()) RETURNING id`,
      [
        organizationId,
        s.status ?? 'published',
        s.visibility ?? 'public',
        s.title,
        s.startsAt,
        s.endsAt,
        s.city ?? 'Oakland',
        s.priceCents ?? 0,
      ],
    );
    await db.query(
      `INSERT INTO ticket_types (event_id, name, price_cents, quantity) VALUES ($1, 'General', $2, 100)`,
      [row!.id, s.priceCents ?? 0],
    );
    ids.push(row!.id);
  }
  await refreshSearchForOrganization(db, organizationId);
  return ids;
}

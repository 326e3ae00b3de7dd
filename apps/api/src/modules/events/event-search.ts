import type { Queryable } from '../../db/client.ts';

/**
 * Discover's text search reads a denormalised tsvector of title, host name, venue and city.
 * It is rebuilt whenever one of them changes (event writes here, organization renames).
 */
export async function refreshSearch(db: Queryable, eventId: string): Promise<void> {
  await db.query(
    `UPDATE events e SET search_vector = to_tsvector('simple', concat_ws(' ', e.title, o.name, e.venue_name, e.city))
       FROM organizations o WHERE o.id = e.organization_id AND e.id = $1`,
    [eventId],
  );
}

export async function refreshSearchForOrganization(db: Queryable, organizationId: string): Promise<void> {
  await db.query(
    `UPDATE events e SET search_vector = to_tsvector('simple', concat_ws(' ', e.title, o.name, e.venue_name, e.city))
       FROM organizations o WHERE o.id = e.organization_id AND o.id = $1`,
    [organizationId],
  );
}

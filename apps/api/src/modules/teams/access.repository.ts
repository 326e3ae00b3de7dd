import type { TeamRole } from '@mingle/shared/schemas/teams';

/**
 * The organization a user may act for, as a scalar subquery for a report to read its rows
 * through, so the access check is in the same statement as the data it guards (no round trip
 * before it). `user` and `requested` are SQL expressions (the organization asked for, or NULL).
 * The same choice as `defaultOrganization`: the one asked for when the user holds one of `roles`
 * there; none asked for, the one they own, else the first they joined with one of `roles`.
 * NULL when there is none, so every row keyed by it is left out.
 */
export function actingOrganizationSql(user: string, requested: string, roles: readonly TeamRole[]): string {
  const memberRoles = roles.filter((r) => r !== 'owner');
  const branches = [
    ...(roles.includes('owner')
      ? [
          `SELECT o.id, 0 AS rank, o.created_at AS since FROM organizations o
            WHERE o.owner_id = ${user} AND (${requested} IS NULL OR o.id = ${requested})`,
        ]
      : []),
    ...(memberRoles.length > 0
      ? [
          `SELECT m.organization_id, 1, m.added_at FROM organization_members m
            WHERE m.user_id = ${user} AND (${requested} IS NULL OR m.organization_id = ${requested})
              AND m.role IN (${memberRoles.map((r) => `'${r}'`).join(', ')})`,
        ]
      : []),
  ];
  if (branches.length === 0) return 'NULL::uuid';
  return `(SELECT a.id FROM (${branches.join(' UNION ALL ')}) a ORDER BY a.rank, a.since, a.id LIMIT 1)`;
}

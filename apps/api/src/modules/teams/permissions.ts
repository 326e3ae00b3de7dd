import type { TeamRole } from '@mingle/shared/schemas/teams';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { actingOrganizationSql } from './access.repository.ts';
import * as repo from './teams.repository.ts';

/**
 * Everything host-side a person may do for an organization, and who may do it. Co-hosts run
 * the organization's events; money out, the organization's profile and the team itself stay
 * with the owner (payouts serve only the organization the caller owns); door staff only see
 * who is coming and let them in. This table is the one place that says so: every host-side
 * route and socket asks `authorize` (or `mayDo`).
 */
const ALLOWED = {
  /** Create, edit, publish, duplicate, cancel events; ticket types and promo codes. */
  'event.manage': ['owner', 'cohost'],
  /** The organization's event list (host/events); drafts in it need event.manage. */
  'event.view': ['owner', 'cohost', 'door'],
  'event.invite': ['owner', 'cohost'],
  'rsvp.decide': ['owner', 'cohost'],
  'refund.decide': ['owner', 'cohost'],
  'guests.read': ['owner', 'cohost'],
  'reports.moderate': ['owner', 'cohost'],
  'chat.moderate': ['owner', 'cohost'],
  'blast.send': ['owner', 'cohost'],
  'analytics.read': ['owner', 'cohost'],
  'subscribers.read': ['owner', 'cohost'],
  'activity.read': ['owner', 'cohost'],
  'members.read': ['owner', 'cohost'],
  'attendance.read': ['owner', 'cohost', 'door'],
  'ticket.redeem': ['owner', 'cohost', 'door'],
  'members.manage': ['owner'],
  'organization.edit': ['owner'],
} as const satisfies Record<string, readonly TeamRole[]>;

export type TeamAction = keyof typeof ALLOWED;

export type TeamScope = { organizationId: string } | { eventId: string };

export interface Authorized {
  organizationId: string;
  role: TeamRole;
}

export function roleMay(role: TeamRole | undefined, action: TeamAction): boolean {
  return role !== undefined && (ALLOWED[action] as readonly TeamRole[]).includes(role);
}

/**
 * May this user do `action` for the organization (or the organization of the event)? Returns
 * the organization and the caller's role, or throws: an unknown organization or event is 404,
 * and so is a draft of an organization the caller has no part in (its existence never leaks);
 * anything else refused is 403. Reads the membership on every call, so a removed member is
 * refused from their next request on.
 */
export async function authorize(
  q: Queryable,
  userId: string,
  scope: TeamScope,
  action: TeamAction,
): Promise<Authorized> {
  let organizationId: string;
  let draft = false;
  if ('eventId' in scope) {
    const event = await repo.eventScope(q, scope.eventId);
    if (!event) throw new AppError('NOT_FOUND', 'That event was not found');
    organizationId = event.organization_id;
    draft = event.status === 'draft';
  } else {
    organizationId = scope.organizationId;
    if (!(await repo.organizationExists(q, organizationId))) {
      throw new AppError('NOT_FOUND', 'That organization was not found');
    }
  }
  const role = await repo.roleIn(q, userId, organizationId);
  if (!role && draft) throw new AppError('NOT_FOUND', 'That event was not found');
  if (!roleMay(role, action)) {
    throw new AppError(
      'FORBIDDEN',
      role
        ? `Your role in this organization doesn't allow that`
        : 'eventId' in scope
          ? 'Only the host of this event can do that'
          : 'Only the team of this organization can do that',
    );
  }
  return { organizationId, role: role! };
}

/** The same rule as `authorize`, as a yes or no. */
export async function mayDo(
  q: Queryable,
  userId: string,
  scope: TeamScope,
  action: TeamAction,
): Promise<boolean> {
  try {
    await authorize(q, userId, scope, action);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/** The caller's role in the organization, or undefined. */
export function teamRole(
  q: Queryable,
  userId: string,
  organizationId: string,
): Promise<TeamRole | undefined> {
  return repo.roleIn(q, userId, organizationId);
}

/** Every organization where the user may do `action`. */
export function organizationsWhere(q: Queryable, userId: string, action: TeamAction): Promise<string[]> {
  return repo.organizationIdsWithRole(q, userId, ALLOWED[action]);
}

/**
 * The organization a host-side call acts for: `requested` when given (checked, 403/404 as
 * authorize), else the one the caller owns, else the first they joined where they may do
 * `action`. Undefined when there is none.
 */
export async function defaultOrganization(
  q: Queryable,
  userId: string,
  action: TeamAction,
  requested?: string,
): Promise<string | undefined> {
  if (requested) return (await authorize(q, userId, { organizationId: requested }, action)).organizationId;
  const all = await repo.organizationsOf(q, userId);
  return all.find((o) => roleMay(o.role, action))?.id;
}

/**
 * `defaultOrganization` as a scalar subquery over two SQL expressions (the user, and the
 * organization asked for or NULL): the organization, or NULL when the user may not do `action`
 * for it (or has none). A report reading its rows through it needs no check before it; when it
 * comes back NULL, `defaultOrganization` says why (403 or 404).
 */
export const organizationSql = (action: TeamAction, user: string, requested: string): string =>
  actingOrganizationSql(user, requested, ALLOWED[action]);

import {
  ACTIVITY_LABELS,
  type ActivityAction,
  type ActivityEntry,
  TEAM_ROLE_LABELS,
  TeamRole,
} from '@mingle/shared/schemas/teams';

/** What the actor did, e.g. "checked a guest in"; an action this client doesn't know shows as is. */
export function actionText(entry: ActivityEntry): string {
  return ACTIVITY_LABELS[entry.action as ActivityAction] ?? entry.action;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const roleLabel = (value: unknown): string | null => {
  const parsed = TeamRole.safeParse(value);
  return parsed.success ? TEAM_ROLE_LABELS[parsed.data] : null;
};

/** Who or what the entry was about, from its details: a member and their role, a guest, an address. */
export function subject(entry: ActivityEntry): string | null {
  const d = entry.details;
  if (entry.action === 'member.role_changed') {
    return [text(d.name), `${roleLabel(d.from) ?? '?'} → ${roleLabel(d.to) ?? '?'}`]
      .filter(Boolean)
      .join(': ');
  }
  if (entry.action.startsWith('member.') || entry.action === 'invitation.revoked') {
    return [text(d.name) ?? text(d.to), roleLabel(d.role)].filter(Boolean).join(', ') || null;
  }
  if (entry.action === 'ticket.redeemed') return text(d.guest);
  return null;
}

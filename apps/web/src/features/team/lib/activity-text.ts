import {
  ACTIVITY_LABELS,
  type ActivityAction,
  type ActivityEntry,
  TEAM_ROLE_LABELS,
  TeamRole,
} from '@mingle/shared/schemas/teams';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const roleLabel = (value: unknown): string | null => {
  const parsed = TeamRole.safeParse(value);
  return parsed.success ? TEAM_ROLE_LABELS[parsed.data] : null;
};

/**
 * The person joined by answering an invitation; logs from before invitations needed an answer
 * wrote that as `member.added` by the new member, with the invitation's id.
 */
const joined = (entry: ActivityEntry): boolean =>
  entry.action === 'member.joined' ||
  (entry.action === 'member.added' && text(entry.details.invitationId) !== null);

/**
 * What the actor did, e.g. "checked a guest in" or "joined the team as door staff"; an action
 * this client doesn't know shows as is.
 */
export function actionText(entry: ActivityEntry): string {
  if (joined(entry)) {
    const role = roleLabel(entry.details.role);
    return role ? `joined the team as ${role.toLowerCase()}` : 'joined the team';
  }
  return ACTIVITY_LABELS[entry.action as ActivityAction] ?? entry.action;
}

/** Who or what the entry was about, from its details: a member and their role, a guest, an address. */
export function subject(entry: ActivityEntry): string | null {
  const d = entry.details;
  if (joined(entry)) return null;
  if (entry.action === 'member.role_changed') {
    return [text(d.name), `${roleLabel(d.from) ?? '?'} → ${roleLabel(d.to) ?? '?'}`]
      .filter(Boolean)
      .join(': ');
  }
  if (entry.action.startsWith('member.') || entry.action.startsWith('invitation.')) {
    return [text(d.name) ?? text(d.to), roleLabel(d.role)].filter(Boolean).join(', ') || null;
  }
  if (entry.action === 'ticket.redeemed') return text(d.guest);
  if (entry.action.startsWith('ticket_type.')) return text(d.name);
  if (entry.action.startsWith('promo_code.')) return promoText(d);
  if (entry.action === 'organization.edited') return text(d.name);
  return null;
}

/** A code and what it takes off: "ALLFREE, 100% off" or "SAVE5, $5.00 off". */
function promoText(d: Record<string, unknown>): string | null {
  const code = text(d.code);
  if (!code) return null;
  if (typeof d.percentOff === 'number') return `${code}, ${d.percentOff}% off`;
  if (typeof d.amountOffCents === 'number') return `${code}, $${(d.amountOffCents / 100).toFixed(2)} off`;
  return code;
}

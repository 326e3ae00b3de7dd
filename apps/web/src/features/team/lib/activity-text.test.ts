import type { ActivityEntry } from '@mingle/shared/schemas/teams';
import { describe, expect, it } from 'vitest';
import { actionText, subject } from './activity-text.ts';

const entry = (action: string, details: Record<string, unknown> = {}): ActivityEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  action,
  actor: null,
  event: null,
  details,
  createdAt: '2026-11-24T05:00:00.000Z',
});

describe('activity text', () => {
  it('says what was done, and names the member, role or guest it was about', () => {
    expect(actionText(entry('ticket.redeemed'))).toBe('checked a guest in');
    expect(subject(entry('ticket.redeemed', { guest: 'Gus' }))).toBe('Gus');
    expect(subject(entry('member.added', { name: 'Cora', role: 'cohost' }))).toBe('Cora, Co-host');
    expect(subject(entry('member.invited', { to: '…0123', role: 'door' }))).toBe('…0123, Door staff');
    expect(subject(entry('member.role_changed', { name: 'Dev', from: 'door', to: 'cohost' }))).toBe(
      'Dev: Door staff → Co-host',
    );
    expect(subject(entry('event.published'))).toBeNull();
  });

  it('says the person joined, as what, instead of "added a team member" (old logs too)', () => {
    expect(actionText(entry('member.joined', { name: 'Dora', role: 'door' }))).toBe(
      'joined the team as door staff',
    );
    expect(subject(entry('member.joined', { name: 'Dora', role: 'door' }))).toBeNull();
    const old = entry('member.added', { memberId: 'x', role: 'cohost', invitationId: 'i' });
    expect(actionText(old)).toBe('joined the team as co-host');
    expect(actionText(entry('member.added', { name: 'Cora', role: 'cohost' }))).toBe('added a team member');
  });

  it('names the ticket type, promo code and discount a change was about', () => {
    expect(actionText(entry('promo_code.created'))).toBe('created a promo code');
    expect(subject(entry('promo_code.created', { code: 'ALLFREE', percentOff: 100 }))).toBe(
      'ALLFREE, 100% off',
    );
    expect(subject(entry('promo_code.created', { code: 'SAVE5', amountOffCents: 500 }))).toBe(
      'SAVE5, $5.00 off',
    );
    expect(subject(entry('ticket_type.edited', { name: 'VIP' }))).toBe('VIP');
    expect(actionText(entry('chat.message_deleted'))).toBe('deleted a chat message');
    expect(subject(entry('invitation.declined', { to: '…0123', role: 'door' }))).toBe('…0123, Door staff');
  });

  it('shows an action it does not know as it is', () => {
    expect(actionText(entry('something.new'))).toBe('something.new');
  });
});

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

  it('shows an action it does not know as it is', () => {
    expect(actionText(entry('something.new'))).toBe('something.new');
  });
});

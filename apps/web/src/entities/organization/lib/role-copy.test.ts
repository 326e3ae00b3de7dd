import type { MyOrganization } from '@mingle/shared/schemas/teams';
import { describe, expect, it } from 'vitest';
import { doorOnlyTeam, helpedTeam, ownerOnly } from './role-copy.ts';

const org = (role: MyOrganization['role'], ownerName: string | null = 'Ada'): MyOrganization => ({
  id: `00000000-0000-4000-8000-00000000000${role.length}`,
  name: 'Night Owls',
  profilePicture: null,
  role,
  ownerName,
});

describe('role copy', () => {
  it('names the owner who may do it', () => {
    expect(ownerOnly(org('cohost'), 'manages payouts')).toBe(
      'Only the owner, Ada, manages payouts for Night Owls.',
    );
    expect(ownerOnly(org('door', null), 'manages payouts')).toBe(
      'Only the owner manages payouts for Night Owls.',
    );
  });

  it('finds the team a person helps run, and whether they only work the door', () => {
    expect(helpedTeam([org('cohost')])?.role).toBe('cohost');
    expect(helpedTeam([org('owner'), org('door')])).toBeUndefined();
    expect(helpedTeam([])).toBeUndefined();
    expect(doorOnlyTeam([org('door')])?.role).toBe('door');
    expect(doorOnlyTeam([org('door'), org('cohost')])).toBeUndefined();
    expect(doorOnlyTeam([])).toBeUndefined();
  });
});

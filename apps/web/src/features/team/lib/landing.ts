import type { TeamRole } from '@mingle/shared/schemas/teams';

/** Where each role works once on the team: door staff at their door list, everyone else in Host Center. */
export function landingFor(role: TeamRole): string {
  return role === 'door' ? '/host-center/door' : '/host-center';
}

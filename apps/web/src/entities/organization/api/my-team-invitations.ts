import { teamsPaths } from '@mingle/shared/endpoints/teams.paths';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { organizationKeys } from './organization-keys.ts';

/** GET me/team-invitations: invitations to the person's phone or e-mail, waiting for an answer. */
export function useMyTeamInvitations() {
  return useQuery({
    queryKey: organizationKeys.invitations,
    queryFn: async ({ signal }) => (await call(teamsPaths.myInvitations, { signal })).data.items,
  });
}

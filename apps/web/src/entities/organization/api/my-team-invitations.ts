import type { MyTeamInvitationsList } from '@mingle/shared/schemas/teams';
import { useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { organizationKeys } from './organization-keys.ts';

/** GET me/team-invitations: invitations to the person's phone or e-mail, waiting for an answer. */
export function useMyTeamInvitations() {
  return useQuery({
    queryKey: organizationKeys.invitations,
    queryFn: async ({ signal }) =>
      (await api<Envelope<MyTeamInvitationsList>>('me/team-invitations', { signal })).data.items,
  });
}

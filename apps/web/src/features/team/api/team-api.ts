import { discoverPaths } from '@mingle/shared/endpoints/discover.paths';
import { teamsPaths } from '@mingle/shared/endpoints/teams.paths';
import type { AddMemberRequest, MemberRole } from '@mingle/shared/schemas/teams';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { organizationKeys } from '../../../entities/organization/api/organization-keys.ts';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

export const teamKeys = {
  all: (orgId: string) => ['team', orgId] as const,
  members: (orgId: string) => ['team', orgId, 'members'] as const,
  invitations: (orgId: string) => ['team', orgId, 'invitations'] as const,
  activity: (orgId: string) => ['team', orgId, 'activity'] as const,
  doorEvents: (orgId: string) => ['team', orgId, 'door-events'] as const,
};

/** The team; door staff may not read it (`enabled` false for them). */
export function useMembers(orgId: string, enabled = true) {
  return useQuery({
    queryKey: teamKeys.members(orgId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call(teamsPaths.members, { params: { id: orgId }, signal })).data.items,
  });
}

/** Pending invitations: only the owner may read them. */
export function useMemberInvitations(orgId: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.invitations(orgId),
    enabled,
    queryFn: async ({ signal }) =>
      (await call(teamsPaths.invitations, { params: { id: orgId }, signal })).data.items,
  });
}

function useTeamMutation<V, R>(orgId: string, fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: teamKeys.all(orgId) });
      void client.invalidateQueries({ queryKey: organizationKeys.memberships });
    },
  });
}

export function useAddMember(orgId: string) {
  return useTeamMutation(
    orgId,
    async (body: AddMemberRequest) =>
      (await call(teamsPaths.addMember, { params: { id: orgId }, body })).data,
  );
}

export function useChangeRole(orgId: string) {
  return useTeamMutation(
    orgId,
    async ({ userId, role }: { userId: string; role: MemberRole }) =>
      (await call(teamsPaths.changeRole, { params: { id: orgId, userId }, body: { role } })).data,
  );
}

/** Removes a member, or (with the caller's own id) leaves the team. */
export function useRemoveMember(orgId: string) {
  return useTeamMutation(orgId, async (userId: string) => {
    await call(teamsPaths.removeMember, { params: { id: orgId, userId } });
  });
}

export function useRevokeInvitation(orgId: string) {
  return useTeamMutation(orgId, async (invitationId: string) => {
    await call(teamsPaths.revokeInvitation, { params: { id: orgId, invitationId } });
  });
}

export function activityQueryOptions(orgId: string) {
  return infiniteQueryOptions({
    queryKey: teamKeys.activity(orgId),
    queryFn: async ({ pageParam, signal }) =>
      (await call(teamsPaths.activity, { params: { id: orgId }, query: { page: pageParam }, signal })).data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useActivity(orgId: string) {
  return useInfiniteQuery(activityQueryOptions(orgId));
}

/** The organization's upcoming events, for the door: the ones a door person may check guests in for. */
export function useDoorEvents(orgId: string) {
  return useInfiniteQuery({
    queryKey: teamKeys.doorEvents(orgId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await call(discoverPaths.hostEvents, {
          query: { tab: 'upcoming', organizationId: orgId, page: pageParam },
          signal,
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Accept (answers the membership) or decline one of the person's invitations. */
export function useAnswerTeamInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      (
        await call(answer === 'accept' ? teamsPaths.acceptInvitation : teamsPaths.declineInvitation, {
          params: { id },
        })
      ).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: organizationKeys.invitations });
      void client.invalidateQueries({ queryKey: organizationKeys.memberships });
    },
  });
}

import { invitationsPaths } from '@mingle/shared/endpoints/invitations.paths';
import type { Page } from '@mingle/shared/errors';
import type { CreateInvitationRequest, Invitation } from '@mingle/shared/schemas/events';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { nextPage } from '../../../lib/next-page.ts';

const invitationsKey = (eventId: string) => ['invitations', eventId] as const;

/** GET events/:id/invitations (host only): who was invited and what they answered, 20 a page. */
export async function getInvitations(
  eventId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Invitation>> {
  const res = await call(invitationsPaths.list, { params: { id: eventId }, query: { page }, signal });
  return res.data;
}

export function invitationsQueryOptions(eventId: string) {
  return infiniteQueryOptions({
    queryKey: invitationsKey(eventId),
    queryFn: ({ pageParam, signal }) => getInvitations(eventId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useInvitations(eventId: string) {
  return useInfiniteQuery(invitationsQueryOptions(eventId));
}

/** POST events/:id/invitations: a phone number or an e-mail address; they get a message with the link. */
export async function createInvitation(eventId: string, body: CreateInvitationRequest): Promise<Invitation> {
  const res = await call(invitationsPaths.invite, { params: { id: eventId }, body });
  return res.data;
}

export function useCreateInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationRequest) => createInvitation(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(eventId) }),
  });
}

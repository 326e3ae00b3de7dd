import { ticketingPaths } from '@mingle/shared/endpoints/ticketing.paths';
import type {
  CreateTicketTypeRequest,
  TicketType,
  UpdateTicketTypeRequest,
} from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { call } from '../../../lib/api-call.ts';

/**
 * Ticket types live on the event (GET events/:id lists them), so every change here refreshes
 * the event. Create, change and remove share this file: they are one small resource.
 */
export async function createTicketType(eventId: string, body: CreateTicketTypeRequest): Promise<TicketType> {
  const res = await call(ticketingPaths.createTicketType, { params: { id: eventId }, body });
  return res.data;
}

export async function updateTicketType(
  eventId: string,
  ticketTypeId: string,
  body: UpdateTicketTypeRequest,
): Promise<TicketType> {
  const res = await call(ticketingPaths.updateTicketType, {
    params: { id: eventId, ttId: ticketTypeId },
    body,
  });
  return res.data;
}

/** 409 once a ticket of this type is sold. */
export async function deleteTicketType(eventId: string, ticketTypeId: string): Promise<void> {
  await call(ticketingPaths.deleteTicketType, { params: { id: eventId, ttId: ticketTypeId } });
}

export type SaveTicketTypeInput =
  | { ticketTypeId: null; body: CreateTicketTypeRequest }
  | { ticketTypeId: string; body: UpdateTicketTypeRequest };

export function useSaveTicketType(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTicketTypeInput) =>
      input.ticketTypeId === null
        ? createTicketType(eventId, input.body)
        : updateTicketType(eventId, input.ticketTypeId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
  });
}

export function useDeleteTicketType(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketTypeId: string) => deleteTicketType(eventId, ticketTypeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
  });
}

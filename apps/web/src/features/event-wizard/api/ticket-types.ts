import type {
  CreateTicketTypeRequest,
  TicketType,
  UpdateTicketTypeRequest,
} from '@mingle/shared/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../entities/event/api/event-keys.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

/**
 * Ticket types live on the event (GET events/:id lists them), so every change here refreshes
 * the event. Create, change and remove share this file: they are one small resource.
 */
export async function createTicketType(eventId: string, body: CreateTicketTypeRequest): Promise<TicketType> {
  const res = await api<Envelope<TicketType>>(`events/${eventId}/ticket-types`, { method: 'POST', body });
  return res.data;
}

export async function updateTicketType(
  eventId: string,
  ticketTypeId: string,
  body: UpdateTicketTypeRequest,
): Promise<TicketType> {
  const res = await api<Envelope<TicketType>>(`events/${eventId}/ticket-types/${ticketTypeId}`, {
    method: 'PATCH',
    body,
  });
  return res.data;
}

/** 409 once a ticket of this type is sold. */
export async function deleteTicketType(eventId: string, ticketTypeId: string): Promise<void> {
  await api(`events/${eventId}/ticket-types/${ticketTypeId}`, { method: 'DELETE' });
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

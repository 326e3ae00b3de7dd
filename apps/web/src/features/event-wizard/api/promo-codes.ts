import { ticketingPaths } from '@mingle/shared/endpoints/ticketing.paths';
import type { CreatePromoCodeRequest, PromoCode } from '@mingle/shared/schemas/events';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

const promoKey = (eventId: string) => ['promo-codes', eventId] as const;

/** GET events/:id/promo-codes (host only). */
export async function getPromoCodes(eventId: string, signal?: AbortSignal): Promise<PromoCode[]> {
  const res = await call(ticketingPaths.listPromoCodes, { params: { id: eventId }, signal });
  return res.data;
}

export function promoCodesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: promoKey(eventId),
    queryFn: ({ signal }) => getPromoCodes(eventId, signal),
  });
}

export function usePromoCodes(eventId: string) {
  return useQuery(promoCodesQueryOptions(eventId));
}

/** POST events/:id/promo-codes: percentOff or amountOffCents; the code is unique per event whatever its case. */
export async function createPromoCode(eventId: string, body: CreatePromoCodeRequest): Promise<PromoCode> {
  const res = await call(ticketingPaths.createPromoCode, { params: { id: eventId }, body });
  return res.data;
}

export async function deletePromoCode(eventId: string, promoCodeId: string): Promise<void> {
  await call(ticketingPaths.deletePromoCode, { params: { id: eventId, pcId: promoCodeId } });
}

export function useCreatePromoCode(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromoCodeRequest) => createPromoCode(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKey(eventId) }),
  });
}

export function useDeletePromoCode(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promoCodeId: string) => deletePromoCode(eventId, promoCodeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKey(eventId) }),
  });
}

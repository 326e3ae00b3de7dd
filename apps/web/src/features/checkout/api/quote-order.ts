import { ordersPaths } from '@mingle/shared/endpoints/orders.paths';
import type { CreateOrderRequest, OrderQuote } from '@mingle/shared/schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { checkoutKeys } from './keys.ts';

/** POST events/:id/orders/quote: the server's breakdown (and promo check) without claiming tickets. */
export async function quoteOrder(
  eventId: string,
  request: CreateOrderRequest,
  signal?: AbortSignal,
): Promise<OrderQuote> {
  const res = await call(ordersPaths.quote, { params: { id: eventId }, body: request, signal });
  return res.data;
}

/**
 * The quote of the current basket with a promo code; only asked while a code is applied (the
 * breakdown without one is computed on the spot with the shared priceBasket).
 */
export function useOrderQuote(eventId: string, request: CreateOrderRequest | null) {
  const signature = request ? JSON.stringify(request) : '';
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.quote(eventId, signature),
      queryFn: ({ signal }) => quoteOrder(eventId, request!, signal),
      enabled: request !== null,
      placeholderData: keepPreviousData,
      staleTime: 15_000,
      retry: false,
    }),
  );
}

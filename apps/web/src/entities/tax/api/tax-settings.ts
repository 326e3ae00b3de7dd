import { taxesPaths } from '@mingle/shared/endpoints/taxes.paths';
import type { TaxSetting, TaxSettingRequest } from '@mingle/shared/schemas/taxes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { eventKeys } from '../../event/api/event-keys.ts';

/**
 * An event's tax and its organization's default (PUT/DELETE events/:id/tax, organizations/:id/
 * tax-default). Both have the same shape, so one set of hooks serves both: `owner` says whose.
 */
export type TaxOwner = { eventId: string } | { organizationId: string };

const isEvent = (owner: TaxOwner): owner is { eventId: string } => 'eventId' in owner;
const ownerId = (owner: TaxOwner) => (isEvent(owner) ? owner.eventId : owner.organizationId);
const taxKey = (owner: TaxOwner) =>
  ['tax', isEvent(owner) ? 'event' : 'organization', ownerId(owner)] as const;

export async function getTax(owner: TaxOwner, signal?: AbortSignal): Promise<TaxSetting | null> {
  const params = { id: ownerId(owner) };
  const answer = isEvent(owner)
    ? await call(taxesPaths.getEventTax, { params, signal })
    : await call(taxesPaths.getTaxDefault, { params, signal });
  return answer.data.tax;
}

export function useTaxSetting(owner: TaxOwner) {
  return useQuery({ queryKey: taxKey(owner), queryFn: ({ signal }) => getTax(owner, signal) });
}

export function useSaveTax(owner: TaxOwner) {
  const queryClient = useQueryClient();
  const refresh = () => {
    // The event answer carries the tax too (its price display reads it).
    if (isEvent(owner)) void queryClient.invalidateQueries({ queryKey: eventKeys.detail(owner.eventId) });
    return queryClient.invalidateQueries({ queryKey: taxKey(owner) });
  };
  const save = useMutation({
    mutationFn: async (body: TaxSettingRequest) => {
      const params = { id: ownerId(owner) };
      const answer = isEvent(owner)
        ? await call(taxesPaths.setEventTax, { params, body })
        : await call(taxesPaths.setTaxDefault, { params, body });
      return answer.data.tax;
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async () => {
      const params = { id: ownerId(owner) };
      if (isEvent(owner)) await call(taxesPaths.removeEventTax, { params });
      else await call(taxesPaths.removeTaxDefault, { params });
    },
    onSuccess: refresh,
  });
  return { save, remove };
}

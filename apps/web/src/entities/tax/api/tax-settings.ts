import type { TaxAnswer, TaxSetting, TaxSettingRequest } from '@mingle/shared/schemas/taxes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { eventKeys } from '../../event/api/event-keys.ts';

/**
 * An event's tax and its organization's default (PUT/DELETE events/:id/tax, organizations/:id/
 * tax-default). Both have the same shape, so one set of hooks serves both: `owner` says whose.
 */
export type TaxOwner = { eventId: string } | { organizationId: string };

const path = (owner: TaxOwner) =>
  'eventId' in owner ? `events/${owner.eventId}/tax` : `organizations/${owner.organizationId}/tax-default`;
const taxKey = (owner: TaxOwner) => ['tax', path(owner)] as const;

export async function getTax(owner: TaxOwner, signal?: AbortSignal): Promise<TaxSetting | null> {
  return (await api<Envelope<TaxAnswer>>(path(owner), { signal })).data.tax;
}

export function useTaxSetting(owner: TaxOwner) {
  return useQuery({ queryKey: taxKey(owner), queryFn: ({ signal }) => getTax(owner, signal) });
}

export function useSaveTax(owner: TaxOwner) {
  const queryClient = useQueryClient();
  const refresh = () => {
    // The event answer carries the tax too (its price display reads it).
    if ('eventId' in owner) void queryClient.invalidateQueries({ queryKey: eventKeys.detail(owner.eventId) });
    return queryClient.invalidateQueries({ queryKey: taxKey(owner) });
  };
  const save = useMutation({
    mutationFn: async (body: TaxSettingRequest) =>
      (await api<Envelope<TaxAnswer>>(path(owner), { method: 'PUT', body })).data.tax,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async () => {
      await api(path(owner), { method: 'DELETE' });
    },
    onSuccess: refresh,
  });
  return { save, remove };
}

import { teamsPaths } from '@mingle/shared/endpoints/teams.paths';
import type { MyOrganization } from '@mingle/shared/schemas/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-call.ts';
import { APP_STORAGE_KEYS, storage } from '../../../lib/storage.ts';
import { organizationKeys } from './organization-keys.ts';

/** GET me/organizations: every organization the person owns or is on the team of, with the role. */
export async function getMyOrganizations(signal?: AbortSignal): Promise<MyOrganization[]> {
  const res = await call(teamsPaths.myOrganizations, { signal });
  return res.data.items;
}

export function myOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.memberships,
    queryFn: ({ signal }) => getMyOrganizations(signal),
  });
}

export function useMyOrganizations() {
  return useQuery(myOrganizationsQueryOptions());
}

/**
 * The organization Host Center shows: the one last chosen (kept across visits) while the
 * person is still on its team, else the one they own, else the first they joined.
 */
export function useActiveOrganization() {
  const query = useMyOrganizations();
  const [chosen, setChosen] = useState(() => storage.get(APP_STORAGE_KEYS.hostOrganization));
  const items = query.data ?? [];
  const active = items.find((o) => o.id === chosen) ?? items[0] ?? null;
  const stale = query.isSuccess && chosen !== null && !items.some((o) => o.id === chosen);
  // A choice of a team the person has left must not follow them (new events would go to it).
  useEffect(() => {
    if (!stale) return;
    storage.remove(APP_STORAGE_KEYS.hostOrganization);
    setChosen(null);
  }, [stale]);
  function choose(id: string) {
    storage.set(APP_STORAGE_KEYS.hostOrganization, id);
    setChosen(id);
  }
  return { query, organizations: items, active, choose };
}

/**
 * The organization the host-side screens outside Host Center (text blasts, analytics) work for,
 * as their `organizationId`: the one Host Center shows unless the person is only door staff
 * there, when it is left out so the API takes its own default (the one they own, else the first
 * they co-host). `ready` stays false until the teams are known, so nothing is fetched first for
 * the wrong organization; if they can't be read, the stored choice goes as is and the API judges it.
 */
export function useHostOrganizationId(): { ready: boolean; organizationId: string | undefined } {
  const { query, active } = useActiveOrganization();
  if (query.isError) {
    return { ready: true, organizationId: storage.get(APP_STORAGE_KEYS.hostOrganization) ?? undefined };
  }
  if (!query.isSuccess) return { ready: false, organizationId: undefined };
  return { ready: true, organizationId: active && active.role !== 'door' ? active.id : undefined };
}

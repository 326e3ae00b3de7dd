import { organizationsPaths } from '@mingle/shared/endpoints/organizations.paths';
import type { Organization } from '@mingle/shared/schemas/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { organizationKeys } from './organization-keys.ts';

/** GET organizations/me: the caller's host organization, or null when they have none yet (404). */
export async function getMyOrganization(signal?: AbortSignal): Promise<Organization | null> {
  try {
    const res = await call(organizationsPaths.mine, { signal });
    return res.data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function myOrganizationQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.mine,
    queryFn: ({ signal }) => getMyOrganization(signal),
  });
}

export function useMyOrganization() {
  return useQuery(myOrganizationQueryOptions());
}

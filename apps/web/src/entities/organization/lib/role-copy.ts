import type { MyOrganization } from '@mingle/shared/schemas/teams';

/**
 * Says who may do something on a team a person only helps run, instead of telling them to
 * become a host: "Only the owner, Ada, manages payouts for Night Owls."
 */
export function ownerOnly(org: Pick<MyOrganization, 'name' | 'ownerName'>, does: string): string {
  const owner = org.ownerName ? `the owner, ${org.ownerName},` : 'the owner';
  return `Only ${owner} ${does} for ${org.name}.`;
}

/** The team a person helps run without owning one of their own (the first), if any. */
export function helpedTeam(organizations: readonly MyOrganization[]): MyOrganization | undefined {
  return organizations.some((o) => o.role === 'owner') ? undefined : organizations[0];
}

/** The team where the person only works the door, when that is all they do; else undefined. */
export function doorOnlyTeam(organizations: readonly MyOrganization[]): MyOrganization | undefined {
  return organizations.length > 0 && organizations.every((o) => o.role === 'door')
    ? organizations[0]
    : undefined;
}

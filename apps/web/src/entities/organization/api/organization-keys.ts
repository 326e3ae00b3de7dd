/** Query-cache keys of the signed-in person's host organization. */
export const organizationKeys = {
  mine: ['organizations', 'mine'] as const,
  /** me/organizations: the teams the person is on. */
  memberships: ['organizations', 'memberships'] as const,
};

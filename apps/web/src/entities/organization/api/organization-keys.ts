/** Query-cache keys of the signed-in person's host organization. */
export const organizationKeys = {
  mine: ['organizations', 'mine'] as const,
  /** me/organizations: the teams the person is on. */
  memberships: ['organizations', 'memberships'] as const,
  /** me/team-invitations: teams that invited the person, waiting for an answer. */
  invitations: ['organizations', 'invitations'] as const,
};

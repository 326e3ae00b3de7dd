import type { MyOrganization } from '@mingle/shared/schemas/teams';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { useActiveOrganization } from '../api/my-organizations.ts';
import { OrganizationSwitcher } from './organization-switcher.tsx';

export interface ActiveOrganizationProps {
  /** What `useActiveOrganization()` returned; the page keeps it, as its header may name the team. */
  state: ReturnType<typeof useActiveOrganization>;
  /** Shown when the person is on no team. */
  none: ReactNode;
  children: (active: MyOrganization) => ReactNode;
}

/** A team screen's body: the teams load, then the switcher and the chosen team's content. */
export function ActiveOrganization({ state, none, children }: ActiveOrganizationProps) {
  const { query, organizations, active, choose } = state;
  if (query.isPending) return <Spinner label="Loading your organizations" />;
  if (query.isError) {
    return (
      <QueryError
        title="Could not load your organizations"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!active) return none;
  return (
    <>
      <OrganizationSwitcher organizations={organizations} activeId={active.id} onChoose={choose} />
      {children(active)}
    </>
  );
}

import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChartIcon } from '../../../components/ui/icons.tsx';

/** /host-center/analytics: the summary across all reports. */
export default function AnalyticsOverviewPage() {
  return (
    <EmptyState title="No analytics yet" icon={<ChartIcon />}>
      Once your events sell tickets, this page sums up revenue, guests, matches and connection requests across
      them. Pick a report above for the details.
    </EmptyState>
  );
}

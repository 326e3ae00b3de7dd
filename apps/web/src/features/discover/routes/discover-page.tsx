import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CompassIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /discover: public events near you. */
export default function DiscoverPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Discover"
        description="Events happening around you, today, tomorrow and this weekend."
      />
      <EmptyState title="No events to discover yet" icon={<CompassIcon />}>
        Published events from hosts on Mingle will show up here, 20 at a time, with filters for Today,
        Tomorrow and This Weekend and sorting by price or date.
      </EmptyState>
    </div>
  );
}

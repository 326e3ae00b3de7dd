import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HeartIcon } from '../../../components/ui/icons.tsx';

/** /host-center/analytics/matches */
export default function MatchesPage() {
  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title" className="visually-hidden">
        Matches
      </h2>
      <EmptyState title="No matches yet" icon={<HeartIcon />} headingLevel={3}>
        When guests of your events match with each other, the counts per event will show up here.
      </EmptyState>
    </section>
  );
}

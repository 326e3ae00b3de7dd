import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { MatchesList } from '../components/matches-list.tsx';
import { RequestsList } from '../components/requests-list.tsx';
import '../connections.css';

/** /matches: requests to answer, then everyone the viewer matched with. */
export default function MatchesPage() {
  return (
    <div className="container page matches-page">
      <PageHeader
        title="Matches"
        description="People you met at events. When both of you connect, you match and can chat."
        actions={
          <ButtonLink to="/chats" variant="secondary" size="sm">
            All chats
          </ButtonLink>
        }
      />
      <div className="stack matches-sections">
        <RequestsList />
        <section aria-labelledby="matches-title">
          <h2 id="matches-title">Your matches</h2>
          <MatchesList />
        </section>
      </div>
    </div>
  );
}

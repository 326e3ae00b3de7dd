import type { Match } from '@mingle/shared/schemas/social';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { timeAgo } from '../../../lib/relative-time.ts';
import { useMatches } from '../api/get-matches.ts';
import { useUnmatchUser } from '../api/unmatch-user.ts';
import { MetAt } from './met-at.tsx';
import '../connections.css';

export interface MatchesListProps {
  /** Show at most this many, with a link to all of them (e.g. on the profile screen). */
  limit?: number;
}

/** The people the viewer matched with: where they met, Message (the direct chat) and Unmatch. */
export function MatchesList({ limit }: MatchesListProps) {
  const query = useMatches();
  const [unmatching, setUnmatching] = useState<Match | null>(null);
  const unmatch = useUnmatchUser();

  if (query.isPending) return <SkeletonList label="Loading your matches" />;
  if (query.isError) {
    return (
      <QueryError
        title="Could not load your matches"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const all = query.data.pages.flatMap((p) => p.items);
  const matches = limit === undefined ? all : all.slice(0, limit);
  if (matches.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<HeartIcon />}
        title="No matches yet"
        action={limit !== undefined && <Link to="/matches">Connection requests</Link>}
      >
        Connect with guests of the events you attend. When someone connects back, you match and can chat.
      </EmptyState>
    );
  }
  const unmatchName = unmatching?.user.firstName ?? 'this person';
  return (
    <>
      <ul className="people-list">
        {matches.map((match) => {
          const name = match.user.firstName ?? 'Guest';
          return (
            <li key={match.roomId} className="person-row">
              <Link to={`/users/${match.user.id}`} className="person-row-main">
                <Avatar src={match.user.profilePhoto} alt="" size={56} />
                <span className="person-row-text">
                  <strong>{name}</strong>
                  <span className="hint">Matched {timeAgo(match.matchedAt)}</span>
                </span>
              </Link>
              <MetAt eventId={match.eventId} event={match.event} />
              <div className="person-row-actions">
                <ButtonLink to={`/chats/${match.roomId}`} state={{ title: name }} size="sm">
                  Message
                </ButtonLink>
                <Button variant="ghost" size="sm" onClick={() => setUnmatching(match)}>
                  Unmatch
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {limit !== undefined && (
        <p className="people-all">
          <Link to="/matches">
            {all.length > limit ? 'See all matches and requests' : 'Matches and requests'}
          </Link>
        </p>
      )}
      {limit === undefined && query.hasNextPage && (
        <div className="people-more">
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={unmatching !== null}
        title={`Unmatch ${unmatchName}?`}
        confirmLabel="Unmatch"
        danger
        busy={unmatch.isPending}
        onCancel={() => setUnmatching(null)}
        onConfirm={() =>
          unmatching && unmatch.mutate(unmatching.user.id, { onSuccess: () => setUnmatching(null) })
        }
      >
        <p>Your chat ends for both of you, and you can't connect with each other again.</p>
        {unmatch.isError && <Alert variant="error">{unmatch.error.message}</Alert>}
      </ConfirmDialog>
    </>
  );
}

import { SECTION_LABELS } from '@mingle/shared/labels';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { SignInLink } from '../../../components/ui/sign-in-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ownProfileKey } from '../../../entities/user/api/own-profile.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken, getUserId } from '../../../lib/storage.ts';
import { useGuests } from '../api/get-guests.ts';
import { type GuestFilters as Filters, guestKeys } from '../api/guest-keys.ts';
import type { ConnectTiming } from '../lib/connect-window.ts';
import { GuestCard } from './guest-card.tsx';
import { GuestFilters } from './guest-filters.tsx';
import { SocialProfileSheet } from './social-profile-sheet.tsx';
import '../guest-list.css';

export interface GuestListSectionProps {
  eventId: string;
  /** The host sees who is coming but does not connect with their own guests. */
  viewerIsHost?: boolean;
  /** When connecting opens (the event's `connectWindow` and zone). */
  timing?: ConnectTiming;
}

/**
 * The Guest List of an event: guests with a ticket or a Yes RSVP who allow it, for the host and
 * for guests who attend themselves. Every state says honestly why the list is or is not shown.
 */
export function GuestListSection({ eventId, viewerIsHost = false, timing }: GuestListSectionProps) {
  const titleId = useId();
  const signedIn = getToken() !== null;
  const [filters, setFilters] = useState<Filters>({});
  const query = useGuests(eventId, filters, signedIn);
  const filtered = Boolean(filters.intent || filters.gender);
  const total = query.data?.pages[0]?.total;
  const queryClient = useQueryClient();
  // Gender and intent are asked the first time a list needs them: the sheet opens by itself
  // once; after "Not now" the empty state offers it again.
  const [dismissed, setDismissed] = useState(false);
  // "See who's going" (the You're going confirmation) links to #guest-list: bring it into view
  // once it has loaded, as a browser would for an anchor already on the page.
  const hash = useLocation().hash;
  const ref = useRef<HTMLElement>(null);
  const loaded = !query.isPending;
  useEffect(() => {
    if (hash === '#guest-list' && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  const needsSocialProfile = query.error instanceof ApiError && query.error.code === 'SOCIAL_PROFILE_NEEDED';

  let body: ReactNode;
  if (!signedIn) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<UsersIcon />}
        title="See who's going"
        action={<SignInLink variant="secondary">Log in</SignInLink>}
      >
        Log in and RSVP Yes or get a ticket to see who's going.
      </EmptyState>
    );
  } else if (query.isPending || (needsSocialProfile && query.isFetching)) {
    body = <Spinner label="Loading the guest list" size={32} />;
  } else if (needsSocialProfile) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<UsersIcon />}
        title="Two questions first"
        action={
          <Button variant="secondary" onClick={() => setDismissed(false)}>
            Answer and see who's going
          </Button>
        }
      >
        Say how you identify and what you're here for, and you'll see who's going.
      </EmptyState>
    );
  } else if (query.isError) {
    body = <GuestListError error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const guests = query.data.pages.flatMap((p) => p.items);
    body = (
      <>
        {(guests.length > 0 || filtered) && <GuestFilters value={filters} onChange={setFilters} />}
        {guests.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<UsersIcon />}
            title={filtered ? 'Nobody matches' : 'Nobody yet'}
          >
            {filtered
              ? 'No guests match these filters. Try Everyone.'
              : 'No other guests are on the list yet. Check back closer to the event.'}
          </EmptyState>
        ) : (
          <ul className="guest-grid">
            {guests.map((guest) => (
              <GuestCard
                key={guest.id}
                guest={guest}
                eventId={eventId}
                showActions={!viewerIsHost}
                timing={timing}
              />
            ))}
          </ul>
        )}
        <LoadMore query={query} />
      </>
    );
  }

  return (
    <section id="guest-list" ref={ref} className="guest-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="guest-list-title">
        {SECTION_LABELS.guestList}
        {total !== undefined && total > 0 && <span className="badge">{total}</span>}
      </h2>
      {body}
      {needsSocialProfile && (
        <SocialProfileSheet
          purpose="guest-list"
          open={!dismissed && !query.isFetching}
          onClose={() => setDismissed(true)}
          onSaved={() => {
            const userId = getUserId();
            if (userId) void queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) });
            return queryClient.invalidateQueries({ queryKey: guestKeys.lists(eventId) });
          }}
        />
      )}
    </section>
  );
}

function GuestListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 403) {
    const off = error.code === 'GUEST_LIST_OFF';
    return (
      <EmptyState
        headingLevel={3}
        icon={<UsersIcon />}
        title={off ? 'The guest list is off' : 'For guests only'}
      >
        {off
          ? 'The host has turned the guest list off for this event.'
          : "RSVP Yes or get a ticket to see who's going"}
      </EmptyState>
    );
  }
  return <QueryError title="Could not load the guest list" error={error} onRetry={onRetry} />;
}

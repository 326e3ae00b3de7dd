import { GUEST_TAB_LABELS, type GuestTab } from '@mingle/shared/enums';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';

const TABS = (Object.keys(GUEST_TAB_LABELS) as GuestTab[]).map((id) => ({ id, label: GUEST_TAB_LABELS[id] }));

const EMPTY: Record<GuestTab, { title: string; text: string }> = {
  upcoming: {
    title: 'No upcoming events yet',
    text: 'Events you RSVP to or buy tickets for will show up here, with your tickets and the event chat.',
  },
  invited: {
    title: 'No invitations yet',
    text: 'When a host invites you to an event, it will show up here so you can answer Yes, Maybe or No.',
  },
  attended: {
    title: 'No past events yet',
    text: 'Events you went to will show up here, so you can find the people you met there.',
  },
};

/** /events: the guest's own events, by tab. */
export default function EventsPage() {
  const [tab, setTab] = useState<GuestTab>('upcoming');
  const empty = EMPTY[tab];
  return (
    <div className="container page">
      <PageHeader title="Your events" />
      <Tabs label="Your events" tabs={TABS} value={tab} onChange={setTab}>
        <EmptyState
          title={empty.title}
          icon={<TicketIcon />}
          action={
            <ButtonLink to="/discover" variant="secondary">
              Discover events
            </ButtonLink>
          }
        >
          {empty.text}
        </EmptyState>
      </Tabs>
    </div>
  );
}

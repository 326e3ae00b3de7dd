import { HOST_TAB_LABELS, type HostTab } from '@mingle/shared/enums';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';

const TABS = (Object.keys(HOST_TAB_LABELS) as HostTab[]).map((id) => ({ id, label: HOST_TAB_LABELS[id] }));

const EMPTY: Record<HostTab, { title: string; text: string }> = {
  upcoming: {
    title: 'No upcoming events',
    text: 'Events you publish will show up here with tickets sold, guests and check-ins.',
  },
  past: {
    title: 'No past events',
    text: 'Events that have ended will show up here with their results and payouts.',
  },
  drafts: {
    title: 'No drafts',
    text: 'Events you start but have not published yet are kept here until you finish them.',
  },
};

/** /host-center: the host's events by tab, and the host tools. */
export default function HostCenterPage() {
  const [tab, setTab] = useState<HostTab>('upcoming');
  const empty = EMPTY[tab];
  return (
    <div className="container page">
      <PageHeader
        title="Host Center"
        description="Create events, sell tickets and keep in touch with your guests."
        actions={<ButtonLink to="/create-event/basic-details">Create event</ButtonLink>}
      />
      <nav aria-label="Host tools" className="chip-nav">
        <Link to="/host-center/analytics">Analytics</Link>
        <Link to="/host-center/subscribers">Subscribers</Link>
        <Link to="/text-blast">Text blasts</Link>
        <Link to="/payout-accounts">Payouts</Link>
        <Link to="/refund-requests">Refund requests</Link>
      </nav>
      <Tabs label="Your hosted events" tabs={TABS} value={tab} onChange={setTab}>
        <EmptyState title={empty.title} icon={<CalendarIcon />}>
          {empty.text}
        </EmptyState>
      </Tabs>
    </div>
  );
}

import { HOST_DATE_LABELS, HOST_TAB_LABELS, HostDateFilter, HostTab } from '@mingle/shared/enums';
import type { MyOrganization } from '@mingle/shared/schemas/teams';
import { useMemo, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ChipNav } from '../../../components/ui/chip-nav.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { resumeStep, wizardStepPath } from '../../../entities/event/lib/wizard-path.ts';
import { browserTimeZone } from '../../../entities/event/lib/zoned-time.ts';
import { useMyOrganization } from '../../../entities/organization/api/get-my-organization.ts';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { CreateHostProfile } from '../../../entities/organization/components/create-host-profile.tsx';
import { EditHostProfile } from '../../../entities/organization/components/edit-host-profile.tsx';
import { HostSummary } from '../../../entities/organization/components/host-summary.tsx';
import { OrganizationSwitcher } from '../../../entities/organization/components/organization-switcher.tsx';
import { TeamInvitationsBanner } from '../../../entities/organization/components/team-invitations-banner.tsx';
import { ownerOnly } from '../../../entities/organization/lib/role-copy.ts';
import { TaxSettings } from '../../../entities/tax/components/tax-settings.tsx';
import { useHostEvents } from '../api/get-host-events.ts';
import { HostCenterSkeleton } from '../components/host-center-skeleton.tsx';
import { HostEventRow } from '../components/host-event-row.tsx';
import '../../../entities/event/events.css';
import '../host-center.css';

const EMPTY: Record<HostTab, { title: string; text: string }> = {
  upcoming: {
    title: 'No upcoming events',
    text: 'Create your first event: it shows up here once you publish it.',
  },
  past: {
    title: 'No past events',
    text: 'Events that have ended or that you cancelled show up here.',
  },
  drafts: {
    title: 'No drafts',
    text: 'Events you start but have not published yet wait here until you finish them.',
  },
};

const RANGE_EMPTY: Record<Exclude<HostDateFilter, 'all'>, string> = {
  today: 'Nothing here starts today.',
  week: 'Nothing here starts this week.',
  month: 'Nothing here starts this month.',
};

function readTab(params: URLSearchParams): HostTab {
  const parsed = HostTab.safeParse(params.get('tab'));
  return parsed.success ? parsed.data : 'upcoming';
}

function readRange(params: URLSearchParams): HostDateFilter {
  const parsed = HostDateFilter.safeParse(params.get('range'));
  return parsed.success ? parsed.data : 'all';
}

function HostEvents({ organizationId }: { organizationId?: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const range = readRange(params);
  const tz = useMemo(() => browserTimeZone(), []);
  const query = useHostEvents({ tab, range, tz, organizationId });
  // The counts of the last answer stay while another tab loads, so the tabs don't jump.
  const lastCounts = useRef(query.data?.pages[0]?.counts);
  if (query.data?.pages[0]) lastCounts.current = query.data.pages[0].counts;
  const counts = lastCounts.current;

  function set(next: { tab?: HostTab; range?: HostDateFilter }) {
    const t = next.tab ?? tab;
    const r = next.range ?? range;
    const search = new URLSearchParams();
    if (t !== 'upcoming') search.set('tab', t);
    if (r !== 'all') search.set('range', r);
    setParams(search, { replace: true });
  }

  const tabs = HostTab.options.map((id) => ({
    id,
    label: counts ? `${HOST_TAB_LABELS[id]} (${counts[id]})` : HOST_TAB_LABELS[id],
  }));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      {/* The rows' titles are h3s: this names their section for heading navigation. */}
      <h2 className="visually-hidden">Your hosted events</h2>
      <Tabs label="Your hosted events" tabs={tabs} value={tab} onChange={(t) => set({ tab: t })}>
        <fieldset className="segmented host-range">
          <legend className="visually-hidden">Starting</legend>
          {HostDateFilter.options.map((r) => (
            <button
              key={r}
              type="button"
              className="chip"
              aria-pressed={range === r}
              onClick={() => set({ range: r })}
            >
              {HOST_DATE_LABELS[r]}
            </button>
          ))}
        </fieldset>
        {query.isPending && <SkeletonList label="Loading your events" />}
        {query.isError && (
          <QueryError
            title="Could not load your events"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isSuccess && items.length === 0 && (
          <EmptyState
            title={EMPTY[tab].title}
            icon={<CalendarIcon />}
            headingLevel={3}
            action={
              range === 'all' ? (
                <ButtonLink to="/create-event/basic-details">Create your first event</ButtonLink>
              ) : (
                <Button variant="secondary" onClick={() => set({ range: 'all' })}>
                  Show all dates
                </Button>
              )
            }
          >
            {range === 'all' ? EMPTY[tab].text : RANGE_EMPTY[range]}
          </EmptyState>
        )}
        {items.length > 0 && (
          <ul className="host-event-list">
            {items.map((event) => (
              <li key={event.id}>
                <HostEventRow
                  event={event}
                  continueTo={
                    event.status === 'draft'
                      ? wizardStepPath(resumeStep(event.wizardStep ?? null), event.id)
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={query} />
      </Tabs>
    </>
  );
}

/**
 * A co-host's Host Center: the organization's events and the tools co-hosts may use (money
 * out and the organization's profile stay with the owner).
 */
function CohostCenter({ organization }: { organization: MyOrganization }) {
  return (
    <>
      <p className="host-summary-name">{organization.name}</p>
      <p className="hint">
        You are a co-host: you run this organization's events with its owner.{' '}
        {ownerOnly(organization, 'manages payouts, the host profile and the team')}
      </p>
      <ChipNav label="Host tools">
        <Link to="/host-center/team">Team</Link>
        <Link to="/host-center/activity">Activity log</Link>
        <Link to="/host-center/subscribers">Subscribers</Link>
        <Link to="/host-center/analytics">Analytics</Link>
        <Link to="/text-blast">Text blasts</Link>
        <Link to="/refund-requests">Refund requests</Link>
      </ChipNav>
      <HostEvents organizationId={organization.id} />
    </>
  );
}

/**
 * /host-center: becoming a host, then the host's events by tab and date, and the host tools.
 * Someone on several teams picks the organization; door staff land on their door list.
 */
export default function HostCenterPage() {
  const org = useMyOrganization();
  const teams = useActiveOrganization();
  const active = teams.active;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function stopEditing() {
    setEditing(false);
    // The button is back once the editor has gone.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <div className="container page">
      <PageHeader
        title="Host Center"
        description="Create events, invite people and keep in touch with your guests."
        actions={
          org.data || active?.role === 'cohost' ? (
            <ButtonLink to="/create-event/basic-details">Create event</ButtonLink>
          ) : undefined
        }
      />
      <TeamInvitationsBanner />
      {active && (
        <OrganizationSwitcher
          organizations={teams.organizations}
          activeId={active.id}
          onChoose={teams.choose}
        />
      )}
      {(org.isPending || teams.query.isPending) && <HostCenterSkeleton />}
      {org.isError && (
        <QueryError
          title="Could not load your host profile"
          error={org.error}
          onRetry={() => void org.refetch()}
        />
      )}
      {active?.role === 'door' && <Navigate to="/host-center/door" replace />}
      {active?.role === 'cohost' && <CohostCenter key={active.id} organization={active} />}
      {org.isSuccess && org.data === null && teams.query.isSuccess && !active && <CreateHostProfile />}
      {org.data && (!active || active.role === 'owner') && (
        <>
          {editing ? (
            <EditHostProfile organization={org.data} onDone={stopEditing} />
          ) : (
            <HostSummary organization={org.data} onEdit={() => setEditing(true)} editRef={editButton} />
          )}
          <ChipNav label="Host tools">
            <Link to="/host-center/team">Team</Link>
            <Link to="/host-center/activity">Activity log</Link>
            <Link to="/host-center/subscribers">Subscribers</Link>
            <Link to="/host-center/analytics">Analytics</Link>
            <Link to="/text-blast">Text blasts</Link>
            <Link to="/payout-accounts">Payouts</Link>
            <Link to="/refund-requests">Refund requests</Link>
          </ChipNav>
          <section className="card host-tax-default" aria-labelledby="tax-default-title">
            <h2 id="tax-default-title" className="host-tax-title">
              Default tax
            </h2>
            <TaxSettings
              owner={{ organizationId: org.data.id }}
              headingId="tax-default-title"
              intro="New events start with this tax; you can change it per event. Existing events keep theirs."
            />
          </section>
          <HostEvents />
        </>
      )}
    </div>
  );
}

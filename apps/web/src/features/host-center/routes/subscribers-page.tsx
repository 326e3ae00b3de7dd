import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadMore, QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../entities/event/lib/event-time.ts';
import { useActiveOrganization } from '../../../entities/organization/api/my-organizations.ts';
import { ownerOnly } from '../../../entities/organization/lib/role-copy.ts';
import { useDownloadSubscribersCsv, useSubscribers } from '../api/subscribers.ts';
import '../../../entities/event/events.css';
import '../host-center.css';

const TYPING_PAUSE_MS = 350;

function SubscriberList({ organizationId }: { organizationId: string }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const query = useSubscribers(organizationId, q);

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(
      () => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <>
      <search aria-label="Search subscribers" className="subscriber-search">
        <TextField
          label="Search by name"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={60}
        />
      </search>
      {query.isPending && <Spinner label="Loading subscribers" />}
      {query.isError && (
        <QueryError
          title="Could not load your subscribers"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && items.length === 0 && (
        <EmptyState title={q ? `No subscribers named “${q}”` : 'No subscribers yet'} icon={<UsersIcon />}>
          {q
            ? 'Try another name.'
            : 'People who subscribe to you from your event pages show up here and hear about your new events first.'}
        </EmptyState>
      )}
      {items.length > 0 && (
        <>
          <p className="list-summary" aria-live="polite">
            {total} {total === 1 ? 'subscriber' : 'subscribers'}
            {q ? ` named “${q}”` : ''}
          </p>
          <ul className="plain-list card subscriber-list">
            {items.map((s) => (
              <li key={s.userId} className="person-row">
                <Avatar src={s.profilePhoto} alt="" size={40} />
                <div className="person-row-main">
                  <p>{s.name ?? 'Mingle member'}</p>
                  <p className="hint">Since {formatDateTime(s.subscribedAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <LoadMore query={query} />
    </>
  );
}

/**
 * /host-center/subscribers: the subscribers of the organization Host Center shows (owner or
 * co-host), searchable, 20 a page, with a CSV export.
 */
export default function SubscribersPage() {
  const { query: teams, active } = useActiveOrganization();
  const org = active && active.role !== 'door' ? active : null;
  const csv = useDownloadSubscribersCsv();
  return (
    <div className="container page">
      <PageHeader
        title="Subscribers"
        description="People who follow your host profile. They hear about your new events first."
        back={{ to: '/host-center', label: 'Host Center' }}
        actions={
          org ? (
            <Button variant="secondary" loading={csv.isPending} onClick={() => csv.mutate(org.id)}>
              Export CSV
            </Button>
          ) : undefined
        }
      />
      {csv.isError && <Alert variant="error">{csv.error.message}</Alert>}
      {teams.isPending && <Spinner label="Loading" />}
      {teams.isError && <Alert variant="error">{teams.error.message}</Alert>}
      {teams.isSuccess && org === null && active?.role === 'door' && (
        <EmptyState
          title="Subscribers are for the owner and co-hosts"
          icon={<UsersIcon />}
          action={<ButtonLink to="/host-center/door">Go to your door list</ButtonLink>}
        >
          {ownerOnly(active, 'and its co-hosts see the subscribers')} As door staff you check guests in.
        </EmptyState>
      )}
      {teams.isSuccess && org === null && active?.role !== 'door' && (
        <EmptyState
          title="You don’t have a host profile yet"
          icon={<UsersIcon />}
          action={<ButtonLink to="/host-center">Create your host profile</ButtonLink>}
        >
          Create a host profile in the Host Center; people who subscribe to it will be listed here.
        </EmptyState>
      )}
      {org && <SubscriberList key={org.id} organizationId={org.id} />}
    </div>
  );
}

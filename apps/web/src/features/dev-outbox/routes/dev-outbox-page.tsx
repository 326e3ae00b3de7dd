import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxMessageCard } from '../components/outbox-message-card.tsx';
import { ReplyAsForm } from '../components/reply-as-form.tsx';
import '../dev-outbox.css';

/**
 * /dev/outbox: a developer's view of the codes and messages the server kept instead of
 * sending (no SMS or e-mail provider configured). The API turns it off in production.
 */
export default function DevOutboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [typed, setTyped] = useState(to);
  const outbox = useOutbox(to);
  const off = outbox.error instanceof ApiError && outbox.error.status === 404;

  return (
    <main className="container page dev-outbox">
      <PageHeader
        title="Dev outbox"
        description="Codes and messages kept here instead of being sent, because no SMS or e-mail provider is configured."
        back={{ to: '/auth', label: 'Back to sign-in' }}
      />
      <form
        className="outbox-filter"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { to: typed.trim() } : {});
        }}
      >
        <div className="field outbox-filter-field">
          <label htmlFor="outbox-to">Phone number or e-mail</label>
          <input
            id="outbox-to"
            className="input"
            type="search"
            value={typed}
            placeholder="+14155550100 or you@example.com"
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="row">
          <Button type="submit">Show</Button>
          <Button variant="secondary" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            Refresh
          </Button>
        </div>
      </form>

      {!off && /^\+?\d{8,15}$/.test(to.trim()) && <ReplyAsForm phone={`+${to.trim().replace(/^\+/, '')}`} />}

      {off ? (
        <Alert variant="info">The dev outbox is off in production.</Alert>
      ) : outbox.isPending ? (
        <Spinner label="Loading messages" />
      ) : outbox.isError ? (
        <Alert variant="error">{outbox.error.message}</Alert>
      ) : outbox.data.length === 0 ? (
        <EmptyState title="No messages yet">
          {to ? `Nothing was sent to ${to} yet.` : 'Nothing was sent yet.'} Ask for a code on the sign-in
          screen, then refresh.
        </EmptyState>
      ) : (
        <section aria-label={to ? `Messages to ${to}` : 'Latest messages'} className="outbox-list">
          {outbox.data.map((m) => (
            <OutboxMessageCard key={m.id} message={m} />
          ))}
        </section>
      )}
    </main>
  );
}

import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { LogoLink } from '../../../components/ui/logo.tsx';

/** /event-cancelled: where links to a cancelled event land. */
export default function EventCancelledPage() {
  return (
    <div className="shell">
      <header className="auth-shell-header container">
        <LogoLink />
      </header>
      <main id="main-content" className="container page narrow">
        <h1>This event was cancelled</h1>
        <EmptyState
          title="What happens now"
          icon={<CalendarIcon />}
          action={<ButtonLink to="/discover">Find another event</ButtonLink>}
        >
          The host cancelled this event; their message to guests will be shown here. If you had tickets, you
          can ask for a refund of the ticket price from your events (the ticketing fee is not refunded).
        </EmptyState>
      </main>
    </div>
  );
}

import { ButtonLink } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { CalendarIcon } from '../../../../components/ui/icons.tsx';

/** For a link to no event, a draft, or an event the viewer may not see. */
export function EventUnavailable() {
  return (
    <div className="container page">
      <h1 className="visually-hidden">Event not available</h1>
      <EmptyState
        title="This event isn’t available"
        icon={<CalendarIcon />}
        action={<ButtonLink to="/discover">Discover events</ButtonLink>}
      >
        The link may be mistyped, or the host hasn’t published the event yet. Ask the host for a fresh link,
        or find something else to do.
      </EmptyState>
    </div>
  );
}

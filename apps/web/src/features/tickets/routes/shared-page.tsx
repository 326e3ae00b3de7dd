import { SECTION_LABELS } from '@mingle/shared/labels';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /shared: a ticket someone shared with you, ready to claim. */
export default function SharedPage() {
  return (
    <div className="container page">
      <PageHeader title={`Shared ${SECTION_LABELS.ticket}`} />
      <EmptyState
        title="No shared ticket to show"
        icon={<TicketIcon />}
        action={
          <ButtonLink to="/discover" variant="secondary">
            Discover events
          </ButtonLink>
        }
      >
        When a friend shares a ticket with you, their link opens here. You will see the event and can claim
        the ticket into your account.
      </EmptyState>
    </div>
  );
}

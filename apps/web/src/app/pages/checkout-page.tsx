import { SECTION_LABELS } from '@mingle/shared/labels';
import type { Order } from '@mingle/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useOrder } from '../../features/checkout/api/get-order.ts';
import { usePaymentsConfig } from '../../features/checkout/api/get-payments-config.ts';
import { useSaleEvent } from '../../features/checkout/api/get-sale-event.ts';
import { BuyTicketsStep } from '../../features/checkout/components/buy-tickets-step.tsx';
import { PaymentStep } from '../../features/checkout/components/payment-step.tsx';
import { checkoutPath, eventPath, ticketPath } from '../../features/checkout/lib/paths.ts';
import { decodeSelection } from '../../features/checkout/lib/sale-state.ts';
import { ticketKeys } from '../../features/tickets/api/keys.ts';
import { WaitlistControl } from '../../features/waitlist/components/waitlist-control.tsx';
import { GOING_STATE } from './going-state.ts';
import '../../features/checkout/checkout.css';

/**
 * /checkout: Buy Tickets (`?eventId=…&tickets=…`), then Payment (`?orderId=…`). The order id
 * in the URL lets a reload, or a waitlist offer's link, land straight on Payment.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const eventId = params.get('eventId');
  if (orderId) return <PaymentScreen key={orderId} orderId={orderId} />;
  if (eventId) return <BuyTicketsScreen key={eventId} eventId={eventId} tickets={params.get('tickets')} />;
  return (
    <div className="container page">
      <PageHeader title={SECTION_LABELS.buyTickets} />
      <EmptyState
        title="Choose an event first"
        icon={<TicketIcon />}
        action={
          <ButtonLink to="/discover" variant="secondary">
            Discover events
          </ButtonLink>
        }
      >
        Tickets are bought from an event's page.
      </EmptyState>
    </div>
  );
}

function LoadError({ title, error, retry }: { title: string; error: Error; retry: () => void }) {
  return (
    <div className="stack narrow">
      <Alert variant="error" title={title}>
        {error.message}
      </Alert>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

function BuyTicketsScreen({ eventId, tickets }: { eventId: string; tickets: string | null }) {
  const navigate = useNavigate();
  const event = useSaleEvent(eventId);
  const [initialSelection] = useState(() => decodeSelection(tickets));

  function onOrderPlaced(order: Order) {
    const first = order.tickets[0];
    // Free orders are paid at once: straight to the ticket, under "You're going".
    if (order.status === 'paid' && first)
      navigate(ticketPath(first.id), { replace: true, state: GOING_STATE });
    else navigate(checkoutPath({ orderId: order.id }));
  }

  return (
    <div className="container page">
      <PageHeader
        title={SECTION_LABELS.buyTickets}
        back={{ to: eventPath(eventId), label: 'Back to the event' }}
      />
      {event.isPending ? (
        <Spinner label="Loading the tickets" />
      ) : event.isError ? (
        <LoadError
          title="We could not load this event."
          error={event.error}
          retry={() => void event.refetch()}
        />
      ) : event.data.ticketTypes.length === 0 ? (
        <EmptyState title="No tickets for this event" icon={<TicketIcon />}>
          The host has not put tickets on sale. You can still RSVP from the event page.
        </EmptyState>
      ) : (
        <BuyTicketsStep
          event={event.data}
          initialSelection={initialSelection}
          onOrderPlaced={onOrderPlaced}
          soldOutAction={(tt) => (
            <WaitlistControl
              ticketTypeId={tt.id}
              ticketTypeName={tt.name}
              paymentPath={(id) => checkoutPath({ orderId: id })}
            />
          )}
        />
      )}
    </div>
  );
}

function PaymentScreen({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const order = useOrder(orderId, { pollWhileConfirming: confirming });
  const config = usePaymentsConfig();
  const paid = order.data?.status === 'paid' ? order.data : null;

  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    const first = paid.tickets[0];
    if (first) navigate(ticketPath(first.id), { replace: true, state: GOING_STATE });
  }, [paid, navigate, queryClient]);

  let body: ReactNode;
  if (order.isPending || config.isPending || paid || confirming) {
    body = <Spinner label={confirming || paid ? 'Confirming your payment' : 'Loading your order'} />;
  } else if (order.isError) {
    body = (
      <LoadError
        title="We could not load this order."
        error={order.error}
        retry={() => void order.refetch()}
      />
    );
  } else if (config.isError) {
    body = (
      <LoadError title="Payments are unavailable." error={config.error} retry={() => void config.refetch()} />
    );
  } else if (order.data.status === 'refunded' || order.data.status === 'partially_refunded') {
    body = <Alert variant="info" title="This order was refunded." />;
  } else {
    body = (
      <PaymentStep order={order.data} config={config.data} onStripeConfirmed={() => setConfirming(true)} />
    );
  }
  return (
    <div className="container page">
      <PageHeader title={SECTION_LABELS.payment} />
      {body}
    </div>
  );
}

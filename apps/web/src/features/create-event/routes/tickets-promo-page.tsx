import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** /create-event/tickets&promo */
export default function TicketsPromoPage() {
  return (
    <section>
      <EmptyState title="Tickets & promo">
        This step will set up ticket types (price, quantity, sales window) and promo codes (a percentage or an
        amount off). Free tickets carry no fee.
      </EmptyState>
    </section>
  );
}

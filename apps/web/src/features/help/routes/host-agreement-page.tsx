import { Link } from 'react-router';
import { FEE_TEXT } from '../../../lib/format.ts';
import { HelpArticle } from '../components/help-article.tsx';
import { SupportLink } from '../components/support-link.tsx';
import { FEE_EXAMPLE } from '../fee-example.ts';

/** /help/host-agreement */
export default function HostAgreementPage() {
  return (
    <HelpArticle
      title="Host Agreement"
      lead="This agreement applies when you create an organization on Mingle and host events. It adds to the Terms of Service, which still apply to you."
    >
      <h2>1. Your events</h2>
      <p>
        You are the organiser of your events. The date, place, price, age limit and description you publish
        must be accurate, and you are responsible for the venue, permits, insurance and the safety of your
        guests. If you set a minimum age or approval for guests, you must apply it at the door too.
      </p>

      <h2>2. Tickets and fees</h2>
      <p>
        You set your ticket prices. Buyers pay your price, less any promo code you created, plus Mingle's
        ticketing fee of {FEE_TEXT} per paid ticket, so you keep your full price. For example, a{' '}
        {FEE_EXAMPLE.price} ticket costs the buyer {FEE_EXAMPLE.total}, of which {FEE_EXAMPLE.fee} is the fee.
        Free tickets carry no fee. Mingle collects the payment and makes sure no ticket is sold twice or
        beyond the quantity you set.
      </p>

      <h2>3. Refunds and cancellations</h2>
      <p>
        Guests can ask for a refund through Mingle, and you approve or decline each request. If you cancel an
        event, your guests must get the ticket price back. The ticketing fee is never refunded. Refunds are
        taken from your balance.
      </p>

      <h2>4. Payouts</h2>
      <p>
        Your available balance is the ticket sales of your events that ended at least a day ago, minus refunds
        and minus payouts already made. Once an event has ended, its date and time can no longer change. To
        request a payout you need a verified payout account and completed identity checks (KYC) for your
        organization. We may hold a payout while we look into fraud, chargebacks or a large number of
        complaints about an event.
      </p>

      <h2>5. Guest data and text blasts</h2>
      <p>
        You may use what you learn about your guests only to run your events. Text blasts may go only to
        guests of your own events and to your subscribers, and must be about your events. Anyone who replies
        STOP is never texted again. No spam, no selling of guest lists, and no contacting guests outside
        Mingle with data you got from it.
      </p>

      <h2>6. Prohibited events</h2>
      <p>
        No events that break the law, sell things that may not be sold, or exist to mislead or harm guests. We
        may unpublish such events, refund their guests and close the organization.
      </p>

      <p>
        See also the <Link to="/help/faq">FAQ</Link>, or write to <SupportLink /> with any question about
        hosting.
      </p>
    </HelpArticle>
  );
}

import { ButtonLink } from '../../../components/ui/button.tsx';
import { ChartIcon, MessageIcon, TicketIcon, UsersIcon, WalletIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { FEE_SHORT, FEE_TEXT } from '../../../lib/format.ts';
import { FeeCalculator } from '../components/fee-calculator.tsx';
import '../host-landing.css';

const REASONS = [
  {
    icon: <TicketIcon />,
    title: 'Tickets in minutes',
    text: 'Paid or free tickets, several ticket types, sales windows and promo codes. Nothing is ever sold twice.',
  },
  {
    icon: <UsersIcon />,
    title: 'A crowd that connects',
    text: 'Your guests can see who else is going and connect before the event, so they come for the people as well as the line-up.',
  },
  {
    icon: <MessageIcon />,
    title: 'Talk to your crowd',
    text: 'An event chat for every event, and text blasts to your guests and subscribers.',
  },
  {
    icon: <ChartIcon />,
    title: 'Know how it goes',
    text: 'Revenue, guests, matches and connection requests for each event, as they happen.',
  },
  {
    icon: <WalletIcon />,
    title: 'Get paid',
    text: 'Ticket sales are paid out to your verified payout account once the event has ended.',
  },
];

/** /create-events: why host on Mingle, what it costs, and where to start. */
export default function HostLandingPage() {
  useDocumentTitle('Host on Mingle');
  return (
    <div className="host-landing">
      <section className="host-hero" aria-labelledby="host-title">
        <div className="container">
          <p className="eyebrow">Host on Mingle</p>
          <h1 id="host-title">Events people want to come back to</h1>
          <p className="host-lead">
            Sell tickets, fill the room and give your guests a reason to talk to each other. It costs you
            nothing: buyers pay {FEE_SHORT} per paid ticket, and free events stay free.
          </p>
          <ButtonLink to="/create-event/basic-details">Start creating</ButtonLink>
        </div>
      </section>

      <section className="container host-section" aria-labelledby="why-title">
        <h2 id="why-title">Why host on Mingle</h2>
        <ul className="feature-grid">
          {REASONS.map((r) => (
            <li key={r.title} className="feature">
              <span className="feature-icon">{r.icon}</span>
              <h3>{r.title}</h3>
              <p className="muted">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container host-section host-pricing" aria-labelledby="fee-title">
        <div>
          <h2 id="fee-title">One simple fee</h2>
          <p>
            Mingle's ticketing fee is {FEE_TEXT} per paid ticket, added to your price at checkout. Free
            tickets carry no fee. If a guest is refunded, they get the ticket price back; the fee is not
            refunded.
          </p>
          <p className="muted">
            Payouts need a verified payout account and completed identity checks (KYC) for your organization.
          </p>
        </div>
        <FeeCalculator />
      </section>

      <section className="container host-section host-final" aria-labelledby="start-title">
        <h2 id="start-title">Ready when you are</h2>
        <p className="muted">Five short steps: details, event info, tickets and promo, settings, payouts.</p>
        <ButtonLink to="/create-event/basic-details">Start creating</ButtonLink>
      </section>
    </div>
  );
}

import { ButtonLink } from '../../../components/ui/button.tsx';
import { CompassIcon, HeartIcon, MessageIcon, TicketIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { FEE_SHORT } from '../../../lib/format.ts';
import { HeroArt } from '../components/hero-art.tsx';
import '../home.css';

const GUEST_STEPS = [
  {
    icon: <CompassIcon />,
    title: 'Discover',
    text: 'See what is on today, tomorrow and this weekend, and sort by price or date.',
  },
  {
    icon: <TicketIcon />,
    title: 'Get tickets',
    text: 'Pay in a few taps. Your ticket lives in the app, ready to show at the door or share with a friend.',
  },
  {
    icon: <MessageIcon />,
    title: 'Chat before you go',
    text: 'Every event has its own chat for the host and the guests, so you arrive knowing a few faces.',
  },
  {
    icon: <HeartIcon />,
    title: 'Meet the people going',
    text: 'Browse the guest list, say whether you are open to anything, friendship or dating, and match.',
  },
];

/** The landing page: what Mingle is for guests and for hosts. */
export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">Events, tickets and people</p>
            <h1 id="hero-title">Go out. Meet the people going.</h1>
            <p className="hero-lead">
              Mingle helps you find events worth leaving the house for, get your tickets in seconds, and
              connect with other guests before the night even starts.
            </p>
            <div className="row">
              <ButtonLink to="/discover">Discover events</ButtonLink>
              <ButtonLink to="/create-events" variant="secondary">
                Host an event
              </ButtonLink>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="container home-section" aria-labelledby="guests-title">
        <h2 id="guests-title">For guests</h2>
        <ol className="feature-grid">
          {GUEST_STEPS.map((step) => (
            <li key={step.title} className="feature">
              <span className="feature-icon">{step.icon}</span>
              <h3>{step.title}</h3>
              <p className="muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-hosts" aria-labelledby="hosts-title">
        <div className="container home-hosts-inner">
          <div>
            <h2 id="hosts-title">For hosts: sell tickets for {FEE_SHORT}</h2>
            <p>
              Create an event in minutes, sell paid or free tickets, add promo codes, and text your guests.
              Buyers pay the {FEE_SHORT} per ticket on top of your price, so you keep your full ticket price.
              Free tickets carry no fee at all.
            </p>
            <ButtonLink to="/create-events" variant="secondary">
              See how hosting works
            </ButtonLink>
          </div>
          <dl className="host-facts">
            <div>
              <dt>Fee per paid ticket</dt>
              <dd>{FEE_SHORT}</dd>
            </div>
            <div>
              <dt>Fee on free tickets</dt>
              <dd>$0</dd>
            </div>
            <div>
              <dt>Payouts</dt>
              <dd>After the event</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="container home-section home-final" aria-labelledby="final-title">
        <h2 id="final-title">Your next night out starts here</h2>
        <p className="muted">
          Sign in with a one-time code sent to your phone or e-mail. No password to remember.
        </p>
        <ButtonLink to="/auth">Get started</ButtonLink>
      </section>
    </div>
  );
}

import { OTP } from '@mingle/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FEE_TEXT } from '../../../lib/format.ts';
import { HelpArticle } from '../components/help-article.tsx';
import { SupportLink } from '../components/support-link.tsx';
import { FEE_EXAMPLE } from '../fee-example.ts';

const QUESTIONS: Array<{ q: string; a: ReactNode }> = [
  {
    q: 'How do I sign in?',
    a: (
      <>
        Enter your phone number or e-mail address and we send you a {OTP.length}-digit code. Type it in within{' '}
        {OTP.ttlSeconds / 60} minutes. There is no password.
      </>
    ),
  },
  {
    q: "I didn't get my code. What now?",
    a: (
      <>
        Check the number or address you typed, and your spam folder. You can ask for a new code after{' '}
        {OTP.resendSeconds} seconds, up to {OTP.sendsPerDestinationPerHour} times an hour. After{' '}
        {OTP.maxAttempts} wrong tries a code stops working; ask for a new one.
      </>
    ),
  },
  {
    q: 'What does a ticket cost?',
    a: (
      <>
        The host's price plus a ticketing fee of {FEE_TEXT} per paid ticket: a {FEE_EXAMPLE.price} ticket
        costs {FEE_EXAMPLE.total} in total. Free tickets are free, with no fee.
      </>
    ),
  },
  {
    q: 'Can I get a refund?',
    a: 'Ask for one from your ticket. If the host approves it, or cancels the event, you get the ticket price back. The ticketing fee is not refunded.',
  },
  {
    q: 'Can I give my ticket to a friend?',
    a: 'Yes. Share it from your ticket and send the link; when your friend claims it, the ticket moves to their account and stops working in yours.',
  },
  {
    q: 'How does matching work?',
    a: 'Open the guest list of an event you are going to and send a connection request to someone. It shows whether you are open to anything, friendship or dating. When they send you one too, you are both Matched, get a notification and can chat directly.',
  },
  {
    q: 'Who can see my profile?',
    a: 'Only guests of the same events as you, and only the fields you allow in your visibility settings. You can hide yourself from guest lists altogether. Your phone number and e-mail are never shown.',
  },
  {
    q: 'How do I block or report someone?',
    a: (
      <>
        From their profile or your chat with them. Blocked people never see you again. See the{' '}
        <Link to="/help/safety-notice">Safety Notice</Link>.
      </>
    ),
  },
  {
    q: 'How do I host an event?',
    a: (
      <>
        Create your organization, then an event: details, tickets and promo codes, settings and payouts. It
        costs you nothing; buyers pay the fee. <Link to="/create-events">See how hosting works</Link>.
      </>
    ),
  },
  {
    q: 'When do hosts get paid?',
    a: (
      <>
        Sales of an event become available once it has ended, minus any refunds. You need a verified payout
        account and completed identity checks (KYC) to request a payout. See the{' '}
        <Link to="/help/host-agreement">Host Agreement</Link>.
      </>
    ),
  },
  {
    q: 'How do I delete my account?',
    a: 'From your profile, choose Delete account and confirm. Your personal data and sessions are erased at once.',
  },
];

/** /help/faq */
export default function FaqPage() {
  return (
    <HelpArticle title="Frequently asked questions" lead="The questions guests and hosts ask us most.">
      <div className="faq-list">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="faq-item">
            <summary>{q}</summary>
            <div className="faq-answer">{a}</div>
          </details>
        ))}
      </div>
      <p>
        Not answered here? Write to <SupportLink />.
      </p>
    </HelpArticle>
  );
}

import { MIN_AGE_YEARS, OTP } from '@mingle/shared/constants';
import { Link } from 'react-router';
import { FEE_TEXT } from '../../../lib/format.ts';
import { HelpArticle } from '../components/help-article.tsx';
import { SupportLink } from '../components/support-link.tsx';

/** /help/terms-of-service */
export default function TermsOfServicePage() {
  return (
    <HelpArticle
      title="Terms of Service"
      lead="These terms are the agreement between you and Mingle when you use Mingle on the web or in our apps, as a guest, a host or both. By signing in you accept them."
    >
      <h2>1. Your account</h2>
      <p>
        You must be at least {MIN_AGE_YEARS} years old to use Mingle. You sign in with a one-time code of{' '}
        {OTP.length} digits that we send to your phone number or e-mail address; a code works once and only
        for {OTP.ttlSeconds / 60} minutes. Never share a code with anyone: Mingle staff will never ask you for
        one. You are responsible for what happens in your account, and the details in your profile (name, date
        of birth, gender, intent and photo) must be true and your own.
      </p>

      <h2>2. Tickets and fees</h2>
      <p>
        Events are run by their hosts, not by Mingle. When you buy a paid ticket you pay the host's ticket
        price, less any promo code, plus a ticketing fee of {FEE_TEXT} per paid ticket. Free tickets carry no
        fee. The ticket price can be refunded when the host approves your refund request or cancels the event;
        the ticketing fee is not refundable, because it pays for processing the sale. A ticket is valid for
        one entry; once redeemed at the door it cannot be used again. You may share a ticket with a friend
        through Mingle, which moves it to their account.
      </p>

      <h2>3. Meeting people</h2>
      <p>
        Mingle lets guests of the same event see each other, within the visibility settings each person
        chooses, and send connection requests. When two people both send one, they are matched and can chat
        directly. Treat everyone with respect: harassment, hate, threats, unwanted sexual content, scams and
        impersonation are not allowed. You can block anyone at any time, and report them; we review reports
        and may remove content or accounts. Read our <Link to="/help/safety-notice">Safety Notice</Link>{' '}
        before you meet someone.
      </p>

      <h2>4. Hosting</h2>
      <p>
        If you create an organization and host events, the{' '}
        <Link to="/help/host-agreement">Host Agreement</Link> applies to you as well.
      </p>

      <h2>5. Your content</h2>
      <p>
        You keep the rights to the photos, texts and messages you post. You allow Mingle to store and show
        them to the people you share them with, for as long as they are on Mingle. Do not post content you
        have no right to share, or content showing other people without their consent.
      </p>

      <h2>6. Ending your account</h2>
      <p>
        You can delete your account at any time from your profile. We then erase your personal data and end
        all your sessions at once; records of past orders are kept for accounting, without your name or
        contact details. We may suspend accounts that break these terms.
      </p>

      <h2>7. Liability</h2>
      <p>
        Mingle is provided as it is. We work to keep it available and secure, but we are not responsible for
        events run by hosts or for what people do when they meet. Nothing in these terms limits rights you
        have under the consumer law of the country where you live.
      </p>

      <h2>8. Contact</h2>
      <p>
        Questions about these terms: <SupportLink />.
      </p>
    </HelpArticle>
  );
}

import { OTP } from '@mingle/shared/constants';
import { HelpArticle } from '../components/help-article.tsx';
import { SupportLink } from '../components/support-link.tsx';

/** /help/privacy-policy */
export default function PrivacyPolicyPage() {
  return (
    <HelpArticle
      title="Privacy Policy"
      lead="This policy explains what Mingle collects about you, why, who can see it, and how you control or delete it."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Sign-in details:</strong> your phone number or e-mail address. The one-time codes we send
          are stored only in scrambled (hashed) form and expire after {OTP.ttlSeconds / 60} minutes.
        </li>
        <li>
          <strong>Your profile:</strong> name, date of birth, gender, intent (open to anything, friendship or
          dating), bio and profile photo. Photos are re-encoded when you upload them, which removes hidden
          metadata such as the GPS location where the picture was taken.
        </li>
        <li>
          <strong>Your activity:</strong> events you RSVP to, tickets you buy, share or redeem, connection
          requests, matches, chat messages, blocks and reports.
        </li>
        <li>
          <strong>Payments:</strong> card payments are handled by our payment provider; Mingle never sees or
          stores your full card number.
        </li>
      </ul>

      <h2>Who sees what</h2>
      <p>
        Other guests can see you only for events you both hold a ticket for or said Yes to, and only the
        profile fields you allow in your visibility settings. You can also hide yourself from guest lists
        entirely. Your phone number and e-mail address are never shown to other guests. People you block never
        see you anywhere on Mingle. Hosts see who has tickets for their own events and can send those guests
        text messages through Mingle; reply STOP to any such text to stop receiving them.
      </p>

      <h2>How we use it</h2>
      <p>
        To sign you in, run events and ticket sales, show you to the people you choose, deliver messages and
        notifications, pay hosts, prevent fraud and abuse, and understand, through analytics, which parts of
        Mingle people use so we can improve them. We do not sell your personal data.
      </p>

      <h2>In your browser</h2>
      <p>
        The web app keeps your sign-in token, your user id and a few preferences in your browser's local
        storage so you stay signed in. Logging out ends the session on our servers and clears that storage.
      </p>

      <h2>Keeping and deleting data</h2>
      <p>
        Your data stays while your account exists. When you delete your account from your profile, your
        personal data and sessions are erased at once. Orders remain in our accounts because the law requires
        it, with the buyer made anonymous.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your profile at any time in the app. To ask for a copy of your data or to
        raise a privacy question, write to <SupportLink />.
      </p>
    </HelpArticle>
  );
}

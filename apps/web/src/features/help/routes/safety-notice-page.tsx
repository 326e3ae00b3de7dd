import { ReportReason } from '@mingle/shared/enums';
import { HelpArticle } from '../components/help-article.tsx';
import { SupportLink } from '../components/support-link.tsx';

/** /help/safety-notice */
export default function SafetyNoticePage() {
  return (
    <HelpArticle
      title="Safety Notice"
      lead="Mingle is about meeting new people. Most people are who they say they are, but please take the same care you would with anyone you meet for the first time."
    >
      <h2>Before you meet</h2>
      <ul>
        <li>
          Chat in Mingle first. Keep your phone number, address and workplace to yourself until you are sure.
        </li>
        <li>
          Mingle never shows your phone number or e-mail address to other guests, and only shows the profile
          fields you choose in your visibility settings.
        </li>
        <li>Never send money or share financial details with someone you met on Mingle.</li>
      </ul>

      <h2>When you meet</h2>
      <ul>
        <li>Meet at the event or another public place, and stay in public for the first few meetings.</li>
        <li>Tell a friend where you are going and who you are meeting, and arrange your own way home.</li>
        <li>Keep an eye on your drink and your belongings, and know your limits.</li>
        <li>If something feels wrong, leave. You do not owe anyone an explanation.</li>
      </ul>

      <h2>Matching and connection requests</h2>
      <p>
        A connection request shows the other person what you are open to: anything, friendship or dating. You
        are matched only when both of you send one, and only matched people can chat directly.
      </p>

      <h2>Blocking and reporting</h2>
      <p>
        You can block anyone from their profile or a chat. Blocked people never see you again anywhere on
        Mingle, and you never see them. If someone breaks our rules, report them and pick a reason:{' '}
        {ReportReason.options.join(', ')}.
      </p>

      <h2>In an emergency</h2>
      <p>
        If you are in danger, call your local emergency number (911 in the United States) first. Then tell us
        at <SupportLink /> so we can act on the account.
      </p>
    </HelpArticle>
  );
}

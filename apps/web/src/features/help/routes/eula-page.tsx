import { Link } from 'react-router';
import { HelpArticle } from '../components/help-article.tsx';
import { SupportLink } from '../components/support-link.tsx';

/** /help/eula */
export default function EulaPage() {
  return (
    <HelpArticle
      title="End User Licence Agreement"
      lead="This licence covers the Mingle software: the iOS and Android apps and the web app. It works together with our Terms of Service, which cover how you use the service itself."
    >
      <h2>1. The licence</h2>
      <p>
        Mingle grants you a personal, non-exclusive, non-transferable licence to install and use the Mingle
        apps on devices you own or control, and to use the web app in your browser, for as long as you have a
        Mingle account and follow these terms and the{' '}
        <Link to="/help/terms-of-service">Terms of Service</Link>.
      </p>

      <h2>2. What you may not do</h2>
      <ul>
        <li>Copy, modify, sell or rent the apps, or remove our notices from them.</li>
        <li>Reverse engineer or decompile the apps, except where the law allows it despite this clause.</li>
        <li>
          Use bots, scrapers or other automated means to access Mingle, collect other people's profiles, buy
          up tickets or get around rate limits and sign-in code limits.
        </li>
        <li>Interfere with Mingle's servers or try to reach accounts or data that are not yours.</li>
      </ul>

      <h2>3. App stores</h2>
      <p>
        If you downloaded Mingle from the Apple App Store or Google Play, the store's own terms also apply.
        This licence is between you and Mingle, not the store, and the store has no duty to support or
        maintain the app. Where the store's terms require it, the store is a third-party beneficiary of this
        licence.
      </p>

      <h2>4. Updates</h2>
      <p>
        We improve Mingle often. Updates may add, change or remove features; the web app updates itself when
        you reload it. Some features may stop working on very old app versions until you update.
      </p>

      <h2>5. Ending the licence</h2>
      <p>
        The licence ends when you delete your account or if you break these terms. You must then stop using
        the apps and may uninstall them.
      </p>

      <h2>6. No warranty</h2>
      <p>
        The apps are provided as they are, without any warranty beyond what the law of your country requires.
        To the extent the law allows, Mingle is not liable for indirect or consequential losses from using the
        apps.
      </p>

      <p>
        Questions about this licence: <SupportLink />.
      </p>
    </HelpArticle>
  );
}

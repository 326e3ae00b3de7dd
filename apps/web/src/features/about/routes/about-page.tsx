import { SiteFooter } from '../../../components/layouts/site-footer.tsx';
import { SkipLink } from '../../../components/layouts/skip-link.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { FEE_TEXT } from '../../../lib/format.ts';
import { getUserId } from '../../../lib/storage.ts';
import { AboutHeader } from '../components/about-header.tsx';
import { HostVideo } from '../components/host-video.tsx';
import { StoreLinks } from '../components/store-links.tsx';
import '../about.css';

/** /about: what Mingle is, the fee, the host video and the mobile apps. */
export default function AboutPage() {
  useDocumentTitle('About');
  const userId = getUserId();
  return (
    <div className="shell">
      <SkipLink />
      <AboutHeader userId={userId} />
      <main id="main-content" tabIndex={-1} className="about">
        <section className="container about-intro" aria-labelledby="about-title">
          <h1 id="about-title">About Mingle</h1>
          <div className="about-text">
            <p>
              Mingle is where events and people meet. Guests discover what is happening nearby, buy tickets in
              a few taps, chat with everyone going, and connect with the people they want to meet, whether
              they are open to anything, looking for friends or dating.
            </p>
            <p>
              Hosts create an event in minutes, sell paid or free tickets, add promo codes, text their guests
              and follow sales, guests and matches as they happen. Ticketing fees are {FEE_TEXT} per ticket;
              free tickets are always free.
            </p>
            <p>
              Signing in takes a one-time code sent to your phone or e-mail address. There is no password to
              remember and nothing to install to get started.
            </p>
          </div>
          <ButtonLink to="/auth">Try it out</ButtonLink>
        </section>

        <section className="container about-video" aria-labelledby="video-title">
          <h2 id="video-title">Hosting on Mingle</h2>
          <HostVideo />
        </section>

        <section className="about-apps" aria-labelledby="apps-title">
          <div className="container">
            <h2 id="apps-title">Take Mingle with you</h2>
            <p>Get the Mingle app for iPhone and Android: your tickets, chats and matches in your pocket.</p>
            <StoreLinks />
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

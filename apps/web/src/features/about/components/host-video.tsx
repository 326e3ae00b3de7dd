import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ABOUT_VIDEO_CAPTIONS_URL, ABOUT_VIDEO_URL } from '../../../lib/site-config.ts';

/**
 * The host video, streamed from cloud storage. Nothing is downloaded until the visitor presses
 * play (preload="none"), which keeps the page fast; the poster stands in until then.
 */
export function HostVideo() {
  const [failed, setFailed] = useState(false);
  return (
    <figure className="host-video">
      <video
        controls
        preload="none"
        playsInline
        poster="/about-video-poster.svg"
        src={ABOUT_VIDEO_URL}
        crossOrigin="anonymous"
        onError={() => setFailed(true)}
        aria-describedby="host-video-caption"
        width={1280}
        height={720}
      >
        <track kind="captions" src={ABOUT_VIDEO_CAPTIONS_URL} srcLang="en" label="English" />
      </video>
      <figcaption id="host-video-caption" className="muted">
        How hosting on Mingle works: create an event, sell tickets, and bring your guests together.
      </figcaption>
      {failed && <Alert variant="info">The video can't be played right now. Please try again later.</Alert>}
    </figure>
  );
}

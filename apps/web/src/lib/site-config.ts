/**
 * Public site settings fixed at build time. Each can be overridden with a VITE_ variable when
 * the client is built; the defaults are what a fresh checkout shows.
 */
const env = import.meta.env;

function setting(value: string | undefined, fallback: string): string {
  return value?.trim() ? value.trim() : fallback;
}

/** Where people write for help (configured per deployment). */
export const SUPPORT_EMAIL = setting(env.VITE_SUPPORT_EMAIL, 'support@mingle.example');

/** The "host on Mingle" video of the about page, served from cloud storage. */
export const ABOUT_VIDEO_URL = setting(
  env.VITE_ABOUT_VIDEO_URL,
  'https://storage.googleapis.com/mingle-public/videos/host-on-mingle.mp4',
);

/** English captions for the host video (WebVTT), kept beside the video. */
export const ABOUT_VIDEO_CAPTIONS_URL = setting(
  env.VITE_ABOUT_VIDEO_CAPTIONS_URL,
  'https://storage.googleapis.com/mingle-public/videos/host-on-mingle.en.vtt',
);

export const APP_STORE_URL = setting(env.VITE_APP_STORE_URL, 'https://apps.apple.com/app/mingle-events');
export const GOOGLE_PLAY_URL = setting(
  env.VITE_GOOGLE_PLAY_URL,
  'https://play.google.com/store/apps/details?id=com.mingle.events',
);

/// <reference types="vite/client" />

/** Build-time settings read by lib/site-config.ts; each has a default there. */
interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_ABOUT_VIDEO_URL?: string;
  readonly VITE_ABOUT_VIDEO_CAPTIONS_URL?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_GOOGLE_PLAY_URL?: string;
}

import { SUPPORT_EMAIL } from '../../../lib/site-config.ts';

/** The configured support address as a mail link. */
export function SupportLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}

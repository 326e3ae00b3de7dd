import { render } from '@react-email/render';
import { createElement } from 'react';
import { type EmailAttachment, type EmailContent, emailText } from './email-content.ts';
import { EmailLayout } from './email-layout.tsx';

export type { EmailAttachment, EmailContent, EmailRow } from './email-content.ts';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** The e-mail as sent: subject, the HTML part through the layout, and the plain-text part. */
export async function renderEmail(
  content: EmailContent,
  attachments?: EmailAttachment[],
): Promise<RenderedEmail> {
  const html = await render(createElement(EmailLayout, { content }));
  return {
    subject: content.subject,
    text: emailText(content),
    html,
    ...(attachments?.length ? { attachments } : {}),
  };
}

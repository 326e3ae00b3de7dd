import type { EmailAttachment } from '../providers/messaging/messaging.ts';

export type { EmailAttachment };

/**
 * What an e-mail says, as data: each message builds one of these and `renderEmail` writes it
 * twice, as HTML through the one layout and as the plain-text part, so the two never disagree.
 * Every string here is plain text (event titles and host names included): the HTML side escapes
 * it, never trusts it.
 */

export interface EmailRow {
  label: string;
  value: string;
}

export interface EmailContent {
  subject: string;
  /** The line inboxes show beside the subject. */
  preview: string;
  /** The HTML part's title; the text part starts with the paragraphs (the subject says it). */
  heading: string;
  paragraphs: string[];
  /** When, where: a short label-value list. */
  details?: EmailRow[];
  /** A money breakdown, the last row being the total. */
  lines?: EmailRow[];
  /** Words someone else wrote (a host's note), set apart and attributed. */
  quote?: { label: string; text: string };
  /** The one thing to do next. */
  action?: { label: string; url: string };
  /** Small print after the action (an order number). */
  footnotes?: string[];
  /** The footer: why this person got this e-mail. */
  reason: string;
}

/** The plain-text part: the same content, one block per paragraph. */
export function emailText(content: EmailContent): string {
  const blocks: string[] = [...content.paragraphs];
  if (content.details?.length) blocks.push(content.details.map((d) => `${d.label}: ${d.value}`).join('\n'));
  if (content.lines?.length) blocks.push(content.lines.map((l) => `${l.label}: ${l.value}`).join('\n'));
  if (content.quote) blocks.push(`${content.quote.label}:\n${content.quote.text}`);
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnotes?.length) blocks.push(content.footnotes.join('\n'));
  blocks.push(`--\n${content.reason}`);
  return `${blocks.join('\n\n')}\n`;
}

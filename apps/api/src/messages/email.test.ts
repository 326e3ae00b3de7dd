import { describe, expect, it } from 'vitest';
import { type EmailContent, renderEmail } from './email.ts';

const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> & "Quotes" \'n\' <b>bold</b>';

const content: EmailContent = {
  subject: `Your tickets for ${hostile}`,
  preview: hostile,
  heading: `You're going to ${hostile}`,
  paragraphs: [`Thanks! ${hostile}`],
  details: [{ label: 'Host', value: hostile }],
  lines: [
    { label: '1 × General at $10.00', value: '$10.00' },
    { label: 'Total paid', value: '$10.60' },
  ],
  quote: { label: 'Message from the host', text: hostile },
  action: { label: 'Your tickets', url: 'https://mingle.test/tickets/1?a=1&b="2"' },
  footnotes: ['Order 1'],
  reason: 'You got this e-mail because you bought tickets on Mingle with this address.',
};

describe('renderEmail: one layout, HTML and plain text from the same content', () => {
  it('escapes text people typed everywhere it lands in the HTML', async () => {
    const { html } = await renderEmail(content);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://mingle.test/tickets/1?a=1&amp;b=&quot;2&quot;"');
  });

  it('puts the name, every part of the content and the reason in the HTML', async () => {
    const { html, subject } = await renderEmail({ ...content, subject: 'Your tickets for Jazz Night' });
    expect(subject).toBe('Your tickets for Jazz Night');
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<title>Your tickets for Jazz Night</title>');
    for (const text of ['Mingle', 'Total paid', '$10.60', 'Your tickets', 'Order 1', content.reason]) {
      expect(html).toContain(text);
    }
  });

  it('writes the plain-text part as text, unescaped, with the link in full and the reason last', async () => {
    const { text } = await renderEmail(content);
    expect(text.startsWith(`Thanks! ${hostile}\n\nHost: ${hostile}\n\n`)).toBe(true);
    expect(text).toContain('1 × General at $10.00: $10.00\nTotal paid: $10.60');
    expect(text).toContain(`Message from the host:\n${hostile}`);
    expect(text).toContain('Your tickets: https://mingle.test/tickets/1?a=1&b="2"');
    expect(text.endsWith(`--\n${content.reason}\n`)).toBe(true);
    expect(text).not.toContain('&lt;');
  });

  it('passes attachments through, and none when there are none', async () => {
    const file = { filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' };
    expect((await renderEmail(content, [file])).attachments).toEqual([file]);
    expect(await renderEmail(content, [])).not.toHaveProperty('attachments');
  });
});

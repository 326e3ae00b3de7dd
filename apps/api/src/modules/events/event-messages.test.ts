import { measureSmsText } from '@mingle/shared/sms-segments';
import { describe, expect, it } from 'vitest';
import {
  cancellationMessage,
  changeMessage,
  invitationMessage,
  type MessageEvent,
} from './event-messages.ts';

const event: MessageEvent = {
  id: '5f0c2a8e-3b1d-4c7e-9a6f-2d8b1e0c4f3a',
  title: 'Rooftop Jazz & Soul Night',
  starts_at: new Date('2026-11-25T02:59:00Z'),
  time_zone: 'America/New_York',
  venue_name: 'The Roof',
  address: '1 Main St',
  city: 'New York',
  online_url: null,
  org_name: 'Hana Events',
};
const PUBLIC_URL = 'https://mingle.example.com';
const links = (text: string) => text.match(/https?:\/\//g)?.length ?? 0;

describe('guest messages', () => {
  it('fit invitations and change notices in one GSM-7 SMS with one link, even for a long title', async () => {
    const long = { ...event, title: 'The Annual Downtown Winter Jazz and Soul Festival: Opening Night Gala' };
    for (const e of [event, long]) {
      for (const { sms } of [await invitationMessage(e, PUBLIC_URL), await changeMessage(e, PUBLIC_URL)]) {
        expect(measureSmsText(sms.body)).toMatchObject({ encoding: 'GSM-7', smsSegments: 1 });
        expect(links(sms.body)).toBe(1);
        expect(sms.body).toContain('9:59 PM EST');
      }
    }
  });

  it('write the time with its zone in both parts of the e-mail', async () => {
    const { email } = await invitationMessage(event, PUBLIC_URL);
    expect(email.text).toContain('When: Tue, Nov 24, 2026, 9:59 PM EST');
    expect(email.html).toContain('Tue, Nov 24, 2026, 9:59 PM EST');
    expect(email.text).toContain(`See the event and RSVP: ${PUBLIC_URL}/event-details?id=${event.id}`);
  });

  it("escape a hostile title, host name and host's note in the HTML part", async () => {
    const hostile = { ...event, title: '<img src=x onerror=alert(1)>', org_name: '<script>x</script>' };
    const { email } = await cancellationMessage(
      hostile,
      PUBLIC_URL,
      '<a href="https://evil.test">refund here</a>',
    );
    expect(email.html).not.toMatch(/<img src=x|<script>x|<a href="https:\/\/evil/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('&lt;a href=&quot;https://evil.test&quot;&gt;refund here&lt;/a&gt;');
    expect(email.text).toContain('Message from the host:\n<a href="https://evil.test">refund here</a>');
  });
});

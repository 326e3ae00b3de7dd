import { measureSmsText } from '@mingle/shared/sms-segments';
import { describe, expect, it } from 'vitest';
import { gsmFriendly, shortSms } from './sms.ts';

const link = 'https://mingle.example.com/tickets/5f0c2a8e-3b1d-4c7e-9a6f-2d8b1e0c4f3a';
const receipt = (title: string) =>
  `Mingle: 2 tickets for ${title}, Tue, Nov 24, 9:59 PM EST. Paid $52.00. ${link}`;

describe('shortSms: one sentence, one link, one segment where it can', () => {
  it('keeps a message that fits as it is', () => {
    expect(shortSms(receipt, 'Jazz Night')).toBe(receipt('Jazz Night'));
    expect(measureSmsText(receipt('Jazz Night')).smsSegments).toBe(1);
  });

  it('shortens a long title (never the link) to fit one GSM-7 segment', () => {
    const title = 'The Annual Downtown Winter Jazz and Soul Festival Opening Night Gala';
    const sms = shortSms(receipt, title);
    const m = measureSmsText(sms);
    expect(m).toMatchObject({ encoding: 'GSM-7', smsSegments: 1 });
    expect(sms.endsWith(link)).toBe(true);
    expect(sms).toContain('The Annual Downtown');
    expect(sms).toContain('...,');
  });

  it('turns curly quotes and dashes into GSM-7 ones instead of paying for UCS-2', () => {
    expect(gsmFriendly('Ada’s “Party” – 9…')).toBe('Ada\'s "Party" - 9...');
    const sms = shortSms(receipt, 'Ada’s “Party”');
    expect(measureSmsText(sms)).toMatchObject({ encoding: 'GSM-7', smsSegments: 1 });
  });

  it('keeps at least 20 characters of the title when even that cannot fit (emoji need UCS-2)', () => {
    const title = '🎷 Jazz Night at the Blue Note with friends';
    const sms = shortSms(receipt, title);
    expect(sms).toContain('🎷 Jazz Night at ');
    expect(sms.endsWith(link)).toBe(true);
    expect(measureSmsText(sms).smsSegments).toBe(3);
  });
});

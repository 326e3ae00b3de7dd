import { describe, expect, it } from 'vitest';
import { IsoDate, IsoDateTime, isStorableText, Text, UNSTORABLE_TEXT_MESSAGE } from './common.ts';
import { ZProfileSetupRequest } from './users.ts';

describe('Text', () => {
  it('refuses NUL and lone surrogates with a field message', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\ud800', '\udc00y', '\ud83d', 'ok\udfff\ud800']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      const parsed = Text().trim().safeParse(bad);
      expect(parsed.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
  });

  it('keeps ordinary text, accents, emoji and astral characters', () => {
    for (const good of ['', 'Ada', 'Zoë — café', '💃🏽 dancing', '𝄞', 'tab\tand\nnewline']) {
      expect(isStorableText(good), good).toBe(true);
      expect(Text().safeParse(good).success).toBe(true);
    }
  });

  it('keeps its type errors and chained rules', () => {
    expect(Text({ error: 'Enter a name' }).safeParse(5).error?.issues[0]?.message).toBe('Enter a name');
    expect(Text().trim().min(2).safeParse('  a ').success).toBe(false);
    expect(Text().trim().safeParse('  ab ').data).toBe('ab');
  });

  it('puts the message on the field of a request', () => {
    const parsed = ZProfileSetupRequest.safeParse({
      name: 'Ada\u0000',
      birthdate: '1990-05-17',
      gender: 'Woman',
      intent: 'Friendship',
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', UNSTORABLE_TEXT_MESSAGE],
    ]);
  });
});

describe('dates the database holds', () => {
  it('takes the years 1000 to 9998 and refuses the edges beyond, offsets applied', () => {
    expect(IsoDate.safeParse('1000-01-01').success).toBe(true);
    expect(IsoDate.safeParse('9998-12-31').success).toBe(true);
    for (const day of ['0000-01-01', '0999-12-31', '9999-01-01', '9999-12-31']) {
      expect(IsoDate.safeParse(day).success, day).toBe(false);
    }
    expect(IsoDateTime.safeParse('9998-12-31T23:59:59Z').success).toBe(true);
    expect(IsoDateTime.safeParse('9998-12-31T23:59:59-14:00').success).toBe(false);
    expect(IsoDateTime.safeParse('1000-01-01T00:00:00+01:00').success).toBe(false);
    expect(IsoDateTime.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});

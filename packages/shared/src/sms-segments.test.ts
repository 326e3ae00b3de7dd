import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GSM_BASIC_CHARS, GSM_EXTENSION_CHARS, measureSms, SMS_FOOTER } from './sms-segments.ts';

/** GSM 03.38 default alphabet by position 0x00–0x7F, as Unicode code points (0x1B is the escape). */
const GSM_TABLE = [
  0x40, 0xa3, 0x24, 0xa5, 0xe8, 0xe9, 0xf9, 0xec, 0xf2, 0xc7, 0x0a, 0xd8, 0xf8, 0x0d, 0xc5, 0xe5, 0x394, 0x5f,
  0x3a6, 0x393, 0x39b, 0x3a9, 0x3a0, 0x3a8, 0x3a3, 0x398, 0x39e, -1, 0xc6, 0xe6, 0xdf, 0xc9, 0x20, 0x21, 0x22,
  0x23, 0xa4, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x2e, 0x2f, 0x30, 0x31, 0x32, 0x33, 0x34,
  0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f, 0xa1, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46,
  0x47, 0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f, 0x50, 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58,
  0x59, 0x5a, 0xc4, 0xd6, 0xd1, 0xdc, 0xa7, 0xbf, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a,
  0x6b, 0x6c, 0x6d, 0x6e, 0x6f, 0x70, 0x71, 0x72, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0xe4, 0xf6,
  0xf1, 0xfc, 0xe0,
];
/** The extension table: form feed ^ { } \ [ ~ ] | €. */
const GSM_EXTENSION_TABLE = [0x0c, 0x5e, 0x7b, 0x7d, 0x5c, 0x5b, 0x7e, 0x5d, 0x7c, 0x20ac];

const basic = GSM_TABLE.filter((c) => c >= 0).map((c) => String.fromCodePoint(c));
const extension = GSM_EXTENSION_TABLE.map((c) => String.fromCodePoint(c));
/** Characters in neither table (emoji, CJK, Cyrillic, accented letters GSM lacks). */
const nonGsm = ['ç', 'á', 'ú', 'Ж', '中', 'ő', '😀', '👍🏽', '“', '’', '\t', '`'];

const FOOTER_UNITS = SMS_FOOTER.length + 1;
const gsmSegments = (units: number) => (units <= 160 ? 1 : Math.ceil(units / 153));

describe('measureSms: the tables', () => {
  it('holds exactly the GSM 03.38 default and extension alphabets', () => {
    expect([...GSM_BASIC_CHARS].sort()).toEqual([...basic].sort());
    expect(basic).toHaveLength(127);
    expect([...GSM_EXTENSION_CHARS].sort()).toEqual([...extension].sort());
  });
});

describe('measureSms: examples', () => {
  it('appends the footer on a line of its own', () => {
    expect(measureSms('  Doors open at 8  ').text).toBe(`Doors open at 8\n${SMS_FOOTER}`);
    expect(measureSms('').text).toBe(SMS_FOOTER);
  });

  it("starts with the sender's name, which counts toward the size and the alphabet", () => {
    expect(measureSms(' Doors at 8 ', 'Fast Crowd').text).toBe(`Fast Crowd: Doors at 8\n${SMS_FOOTER}`);
    expect(measureSms('Hi', 'Fast Crowd').characters).toBe(`Fast Crowd: Hi\n${SMS_FOOTER}`.length);
    expect(measureSms('Hi', 'Café Ж').encoding).toBe('UCS-2');
    const fits = 160 - FOOTER_UNITS - 'Fast Crowd: '.length;
    expect(measureSms('a'.repeat(fits), 'Fast Crowd').smsSegments).toBe(1);
    expect(measureSms('a'.repeat(fits + 1), 'Fast Crowd').smsSegments).toBe(2);
  });

  it('switches segment sizes at 160 and 70 units', () => {
    const at = (n: number, c = 'a') => measureSms(c.repeat(n - FOOTER_UNITS));
    expect(at(160)).toMatchObject({ encoding: 'GSM-7', smsSegments: 1, remainingInSegment: 0 });
    expect(at(161)).toMatchObject({ smsSegments: 2, perSegment: 153 });
    expect(at(306).smsSegments).toBe(2);
    expect(at(307).smsSegments).toBe(3);
    const ucs = (n: number) => measureSms(`Ж${'a'.repeat(n - FOOTER_UNITS - 1)}`);
    expect(ucs(70)).toMatchObject({ encoding: 'UCS-2', smsSegments: 1 });
    expect(ucs(71)).toMatchObject({ smsSegments: 2, perSegment: 67 });
    expect(ucs(134).smsSegments).toBe(2);
    expect(ucs(135).smsSegments).toBe(3);
  });

  it('counts extension characters twice and keeps an escaped pair in one segment', () => {
    expect(measureSms('€').units).toBe(2 + FOOTER_UNITS);
    // 152 plain units then '€': the pair may not straddle the 153 boundary.
    const body = `${'a'.repeat(152)}€${'a'.repeat(10)}`;
    const m = measureSms(body);
    expect(m.units).toBe(152 + 2 + 10 + FOOTER_UNITS);
    expect(m.smsSegments).toBe(2);
    expect(m.remainingInSegment).toBe(153 - (2 + 10 + FOOTER_UNITS));
  });

  it('counts UTF-16 code units in UCS-2 and never splits a surrogate pair', () => {
    expect(measureSms('😀').units).toBe(2 + FOOTER_UNITS);
    expect(measureSms('😀').characters).toBe(1 + FOOTER_UNITS);
    const body = `${'a'.repeat(66)}😀${'a'.repeat(10)}`;
    const m = measureSms(body);
    expect(m.encoding).toBe('UCS-2');
    expect(m.smsSegments).toBe(2);
    expect(m.remainingInSegment).toBe(67 - (2 + 10 + FOOTER_UNITS));
  });

  it('refuses more than 1,600 characters, footer included', () => {
    expect(measureSms('a'.repeat(1600 - FOOTER_UNITS)).tooLong).toBe(false);
    expect(measureSms('a'.repeat(1601 - FOOTER_UNITS)).tooLong).toBe(true);
  });
});

describe('measureSms: properties against the tables', () => {
  const from = (chars: string[]) => fc.constantFrom(...chars);
  // No leading or trailing whitespace, which the counter trims.
  const wrap = (s: string) => `x${s}x`;

  it('any text of default-alphabet characters is GSM-7, one unit each', () => {
    fc.assert(
      fc.property(fc.array(from(basic), { maxLength: 600 }), (cs) => {
        const m = measureSms(wrap(cs.join('')));
        const units = cs.length + 2 + FOOTER_UNITS;
        expect(m.encoding).toBe('GSM-7');
        expect(m.units).toBe(units);
        expect(m.smsSegments).toBe(gsmSegments(units));
      }),
    );
  });

  it('extension characters count two units each and stay GSM-7', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(from(basic), from(extension)), { maxLength: 600 }), (cs) => {
        const m = measureSms(wrap(cs.join('')));
        const ext = cs.filter((c) => extension.includes(c)).length;
        expect(m.encoding).toBe('GSM-7');
        expect(m.units).toBe(cs.length + ext + 2 + FOOTER_UNITS);
        // Never fewer segments than plain division, at most one more per boundary crossed.
        const min = gsmSegments(m.units);
        expect(m.smsSegments).toBeGreaterThanOrEqual(min);
        expect(m.smsSegments).toBeLessThanOrEqual(m.units <= 160 ? 1 : Math.ceil(m.units / 152));
      }),
    );
  });

  it('one character outside both tables makes the whole text UCS-2, counted in UTF-16 units', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(from(basic), from(extension)), { maxLength: 300 }),
        from(nonGsm),
        fc.nat(),
        (cs, odd, at) => {
          const chars = [...cs];
          chars.splice(at % (chars.length + 1), 0, odd);
          const text = wrap(chars.join(''));
          const m = measureSms(text);
          const units = text.length + FOOTER_UNITS;
          expect(m.encoding).toBe('UCS-2');
          expect(m.units).toBe(units);
          if (units <= 70) expect(m.smsSegments).toBe(1);
          else {
            expect(m.smsSegments).toBeGreaterThanOrEqual(Math.ceil(units / 67));
            expect(m.smsSegments).toBeLessThanOrEqual(Math.ceil(units / 66));
          }
        },
      ),
    );
  });

  it('characters are code points, and more text never takes fewer segments', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ maxLength: 50 }), (a, b) => {
        const text = wrap(a);
        expect(measureSms(text).characters).toBe([...text].length + FOOTER_UNITS);
        const longer = measureSms(`${text}${b}x`);
        const m = measureSms(text);
        if (longer.encoding === m.encoding) expect(longer.smsSegments).toBeGreaterThanOrEqual(m.smsSegments);
      }),
    );
  });
});

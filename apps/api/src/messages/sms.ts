import { measureSmsText } from '@mingle/shared/sms-segments';

/** A title is never cut shorter than this to save a segment; past it, a second one is cheaper than a riddle. */
const MIN_TITLE = 20;

/**
 * Typographic characters people paste into titles and that GSM-7 lacks: any one of them makes the
 * whole SMS UCS-2, 70 characters a segment instead of 160.
 */
const GSM_LOOKALIKES: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00a0\u2009\u202f]/g, ' '],
];

export function gsmFriendly(text: string): string {
  return GSM_LOOKALIKES.reduce((t, [pattern, plain]) => t.replace(pattern, plain), text);
}

function shorten(title: string, chars: number): string {
  const all = [...title];
  return all.length <= chars
    ? title
    : `${all
        .slice(0, chars - 3)
        .join('')
        .trimEnd()}...`;
}

/**
 * A system SMS: one sentence and one link, in one segment where it can be. `build` writes the
 * message around a title people typed; the title is shortened (never the link) until the whole
 * fits one segment or reaches MIN_TITLE characters.
 */
export function shortSms(build: (title: string) => string, title: string): string {
  const plain = gsmFriendly(title);
  let chars = [...plain].length;
  let message = gsmFriendly(build(plain));
  while (measureSmsText(message).smsSegments > 1 && chars > MIN_TITLE) {
    chars -= 1;
    message = gsmFriendly(build(shorten(plain, chars)));
  }
  return message;
}

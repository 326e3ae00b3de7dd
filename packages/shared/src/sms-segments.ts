/**
 * How a text blast travels as SMS: which alphabet it needs and how many segments it costs.
 * The composer shows these figures live and the server stores the same ones, so both use this
 * one function.
 */

import type { SmsEncoding } from './enums.ts';

/** Every blast ends with this line, so guests always know how to stop them. */
export const SMS_FOOTER = 'Reply STOP to opt out';
/** The longest message (body and footer), as most carriers accept it. */
export const SMS_MAX_CHARACTERS = 1600;

/** GSM 03.38 default alphabet (one septet each); 0x1B is the escape, not a character. */
export const GSM_BASIC_CHARS =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: each is sent as escape + character, two septets. */
export const GSM_EXTENSION_CHARS = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC_CHARS);
const EXTENSION = new Set(GSM_EXTENSION_CHARS);

export type { SmsEncoding } from './enums.ts';

export interface SmsMeasure {
  /** The message as sent: the body, a line break and the footer. */
  text: string;
  /** Characters of `text` as people count them (code points). */
  characters: number;
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  smsSegments: number;
  /** Units per segment at the current length: 160/70 for one, 153/67 when split. */
  perSegment: number;
  /** Units left before the next segment starts. */
  remainingInSegment: number;
  tooLong: boolean;
}

/** GSM widths of each character, or null when one is outside GSM 03.38 (UCS-2 is needed). */
function gsmWidths(chars: readonly string[]): number[] | null {
  const widths: number[] = [];
  for (const c of chars) {
    if (BASIC.has(c)) widths.push(1);
    else if (EXTENSION.has(c)) widths.push(2);
    else return null;
  }
  return widths;
}

/**
 * Packs characters into segments of `size` units, never splitting one (an escaped GSM
 * character or a UTF-16 surrogate pair stays in one segment, as phones need to rebuild it).
 */
function pack(widths: readonly number[], size: number): { segments: number; lastUsed: number } {
  let segments = 1;
  let used = 0;
  for (const w of widths) {
    if (used + w > size) {
      segments += 1;
      used = 0;
    }
    used += w;
  }
  return { segments, lastUsed: used };
}

/**
 * The message a blast sends for `body`, its alphabet, and its size in SMS segments. A blast
 * starts with its organization's name (`sender`: "Fast Crowd: …") so a guest knows who is
 * texting; the name counts toward the size like any other character.
 */
export function measureSms(body: string, sender?: string): SmsMeasure {
  const trimmed = body.trim();
  const named = sender ? `${sender}: ${trimmed}` : trimmed;
  return measureSmsText(named === '' ? SMS_FOOTER : `${named}\n${SMS_FOOTER}`);
}

/** The same figures for a text sent exactly as it is (the system's own messages, no footer). */
export function measureSmsText(text: string): SmsMeasure {
  const chars = [...text];
  const gsm = gsmWidths(chars);
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const widths = gsm ?? chars.map((c) => c.length);
  const units = widths.reduce((a, b) => a + b, 0);
  const single = encoding === 'GSM-7' ? 160 : 70;
  const multi = encoding === 'GSM-7' ? 153 : 67;
  const fitsOne = units <= single;
  const { segments, lastUsed } = fitsOne ? { segments: 1, lastUsed: units } : pack(widths, multi);
  const perSegment = fitsOne ? single : multi;
  return {
    text,
    characters: chars.length,
    encoding,
    units,
    smsSegments: segments,
    perSegment,
    remainingInSegment: perSegment - lastUsed,
    tooLong: chars.length > SMS_MAX_CHARACTERS,
  };
}

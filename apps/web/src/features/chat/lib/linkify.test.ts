import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

const links = (text: string) => linkify(text).filter((s) => s.kind === 'link');

describe('linkify', () => {
  it('keeps plain text as one text segment', () => {
    expect(linkify('See you at 8!')).toEqual([{ kind: 'text', text: 'See you at 8!' }]);
  });

  it('finds http and https links inside text, leaving sentence punctuation out', () => {
    expect(linkify('Tickets: https://mingle.example/e/1?x=2. Map (http://maps.example/a_(b)) ok')).toEqual([
      { kind: 'text', text: 'Tickets: ' },
      { kind: 'link', text: 'https://mingle.example/e/1?x=2', href: 'https://mingle.example/e/1?x=2' },
      { kind: 'text', text: '. Map (' },
      { kind: 'link', text: 'http://maps.example/a_(b)', href: 'http://maps.example/a_(b)' },
      { kind: 'text', text: ') ok' },
    ]);
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example/x',
      'mailto:someone@example.com',
    ]) {
      expect(links(text)).toEqual([]);
      expect(
        linkify(text)
          .map((s) => s.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('does not let a link carry markup or break out of its attribute', () => {
    const text = 'https://x.example/"><img src=x onerror=alert(1)> and <b>bold</b>';
    const segments = linkify(text);
    expect(segments[0]).toEqual({ kind: 'link', text: 'https://x.example/', href: 'https://x.example/' });
    // Everything is preserved as text, to be rendered as text nodes.
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('keeps a javascript: address hidden behind an https prefix as text', () => {
    expect(links('https://javascript:alert(1)')).toEqual([]);
  });
});

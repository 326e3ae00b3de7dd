import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-html.ts';

describe('event description HTML', () => {
  it('keeps the lines an editor wrote as divs, as paragraphs', () => {
    expect(sanitizeDescription('Doors at seven.<div>Bring a friend.</div>')).toBe(
      'Doors at seven.<p>Bring a friend.</p>',
    );
    expect(sanitizeDescription('<div style="color:red" onclick="x()">One</div><div><br></div>')).toBe(
      '<p>One</p><p><br /></p>',
    );
  });

  it('still drops scripts, handlers and unsafe links', () => {
    expect(sanitizeDescription('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener nofollow ugc" target="_blank">x</a>',
    );
    expect(sanitizeDescription('<div><br></div>')).toBeNull();
  });
});

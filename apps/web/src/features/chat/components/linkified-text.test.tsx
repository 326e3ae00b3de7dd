import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text.tsx';

afterEach(cleanup);

describe('<LinkifiedText>', () => {
  it('shows markup as text and makes only http(s) addresses links, opened safely', () => {
    const text =
      '<img src=x onerror="alert(1)"><script>alert(2)</script> javascript:alert(3) see https://example.com/a?b=1.';
    const { container } = render(
      <p>
        <LinkifiedText text={text} />
      </p>,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe(text);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/a?b=1');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});

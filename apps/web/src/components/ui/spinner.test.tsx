import { SPINNER } from '@mingle/shared/constants';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './spinner.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ring = () => document.querySelector('svg.spinner-ring') as SVGSVGElement;

describe('Spinner', () => {
  it('is a labelled status, 60 px by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(ring().getAttribute('width')).toBe('60');
    expect(ring().getAttribute('height')).toBe('60');
  });

  it('takes a size, a label and a full-screen variant', () => {
    render(<Spinner size={24} label="Loading your events" fullScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading your events');
    expect(screen.getByRole('status').className).toContain('spinner-fullscreen');
    expect(ring().getAttribute('width')).toBe('24');
  });

  it('changes colour every 500 ms through the 7 colours, then starts over', () => {
    vi.useFakeTimers();
    render(<Spinner />);
    expect(SPINNER.colors).toHaveLength(7);
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(ring().getAttribute('data-color') ?? '');
      act(() => vi.advanceTimersByTime(499));
      expect(ring().getAttribute('data-color')).toBe(seen[i]);
      act(() => vi.advanceTimersByTime(1));
    }
    expect(seen).toEqual([...SPINNER.colors, SPINNER.colors[0]]);
  });

  it('stops its timer when it goes away', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Spinner />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

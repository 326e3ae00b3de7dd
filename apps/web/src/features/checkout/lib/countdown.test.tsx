import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeCountdown, formatCountdown, remainingMs, useCountdown } from './countdown.ts';

describe('countdown', () => {
  it('formats minutes and seconds, rounding up', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(599_001)).toBe('10:00');
    expect(formatCountdown(599_000)).toBe('9:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(999)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5000)).toBe('0:00');
  });

  it('never counts below zero and treats a bad date as ended', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(remainingMs('2026-11-22T12:10:00Z', now)).toBe(600_000);
    expect(remainingMs('2026-11-22T11:59:00Z', now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
  });

  it('reads well to screen readers', () => {
    expect(describeCountdown(600_000)).toBe('10 minutes');
    expect(describeCountdown(61_000)).toBe('1 minute 1 second');
    expect(describeCountdown(0)).toBe('0 seconds');
  });
});

function Clock({ expiresAt }: { expiresAt: string }) {
  return <span data-testid="left">{formatCountdown(useCountdown(expiresAt))}</span>;
}

describe('useCountdown', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticks every second and stops at 0:00', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    render(<Clock expiresAt="2026-11-22T12:00:03Z" />);
    expect(screen.getByTestId('left').textContent).toBe('0:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('left').textContent).toBe('0:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('left').textContent).toBe('0:00');
    expect(vi.getTimerCount()).toBe(0);
  });
});

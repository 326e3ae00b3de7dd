import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendCodeButton } from './resend-code-button.tsx';
import { formatSeconds, useCountdown } from './use-countdown.ts';

function Harness({ seconds, onResend }: { seconds: number; onResend: () => void }) {
  const countdown = useCountdown(seconds);
  return (
    <ResendCodeButton
      remaining={countdown.remaining}
      pending={false}
      onResend={() => {
        onResend();
        countdown.restart(seconds);
      }}
    />
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('resend countdown', () => {
  it('counts down from resendAfterSeconds, then allows a resend, then counts again', () => {
    const onResend = vi.fn();
    render(<Harness seconds={30} onResend={onResend} />);
    const button = () => screen.getByRole('button');
    expect(button().textContent).toBe('Resend code in 0:30');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(10_000));
    expect(button().textContent).toBe('Resend code in 0:20');

    act(() => vi.advanceTimersByTime(20_000));
    expect(button().textContent).toBe('Resend code');
    expect((button() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(button());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Resend code in 0:30');
  });

  it('keeps the clock right when timers were throttled (a background tab)', () => {
    render(<Harness seconds={30} onResend={() => {}} />);
    // The clock moves on without the interval firing in between.
    act(() => {
      vi.setSystemTime(Date.now() + 25_000);
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole('button').textContent).toBe('Resend code in 0:05');
  });

  it('is available at once when no wait was given', () => {
    render(<Harness seconds={0} onResend={() => {}} />);
    expect(screen.getByRole('button').textContent).toBe('Resend code');
  });

  it('formats minutes and seconds', () => {
    expect(formatSeconds(75)).toBe('1:15');
    expect(formatSeconds(5)).toBe('0:05');
  });
});

import { useEffect, useState } from 'react';

/** Milliseconds left until `expiresAt`, never below 0. */
export function remainingMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - now);
}

/** 599_001 ms → "10:00"; rounded up, so "0:00" shows only once the hold has really ended. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** "9 minutes 5 seconds": what screen readers hear instead of "9:05". */
export function describeCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [];
  if (minutes) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds || !minutes) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/** Ticks every second until `expiresAt`; the time left in ms. */
export function useCountdown(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(expiresAt, now);
  const over = left <= 0;
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  return left;
}

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeZoneField } from './time-zone-field.tsx';

afterEach(cleanup);

const WINTER = new Date('2026-01-15T12:00:00Z');

function Example() {
  const [zone, setZone] = useState('Europe/Berlin');
  return (
    <>
      <TimeZoneField value={zone} onChange={setZone} at={WINTER} />
      <output>{zone}</output>
    </>
  );
}

describe('the time-zone combobox', () => {
  it('shows the chosen zone by city and offset', () => {
    render(<Example />);
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveProperty('value', 'Berlin (UTC+01:00)');
  });

  it('filters as the host types and picks with the arrows and Enter, without submitting', () => {
    render(<Example />);
    const box = screen.getByRole('combobox', { name: 'Time zone' });
    fireEvent.change(box, { target: { value: 'new york' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'New York (UTC\u221205:00)America/New_York',
    ]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    expect(enter).toBe(false); // default prevented: the form is not submitted
    expect(screen.getByRole('status').textContent).toBe('America/New_York');
    expect(box).toHaveProperty('value', 'New York (UTC\u221205:00)');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('points aria-activedescendant at the highlighted option', () => {
    render(<Example />);
    const box = screen.getByRole('combobox', { name: 'Time zone' });
    fireEvent.change(box, { target: { value: '+01' } });
    const first = screen.getAllByRole('option')[0]!;
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
  });

  it('keeps the zone on Escape or on leaving with text that names none, and takes an only match on leaving', () => {
    render(<Example />);
    const box = screen.getByRole('combobox', { name: 'Time zone' });
    fireEvent.change(box, { target: { value: 'Atlantis' } });
    expect(screen.getByText('No time zone matches “Atlantis”.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.getByRole('status').textContent).toBe('Europe/Berlin');
    fireEvent.change(box, { target: { value: 'Atlantis' } });
    fireEvent.blur(box);
    expect(screen.getByRole('status').textContent).toBe('Europe/Berlin');
    fireEvent.change(box, { target: { value: 'Paris' } });
    fireEvent.blur(box);
    expect(screen.getByRole('status').textContent).toBe('Europe/Paris');
    fireEvent.change(box, { target: { value: 'america/los_angeles' } });
    fireEvent.blur(box);
    expect(screen.getByRole('status').textContent).toBe('America/Los_Angeles');
  });
});

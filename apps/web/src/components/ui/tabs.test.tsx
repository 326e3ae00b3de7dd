import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const TABS = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'invited', label: 'Invited' },
  { id: 'attended', label: 'Attended' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function Example() {
  const [tab, setTab] = useState<Tab>('upcoming');
  return (
    <Tabs label="Your events" tabs={TABS} value={tab} onChange={setTab}>
      <p>Panel for {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a labelled tab list whose panel is labelled by the selected tab', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Your events' })).toBeTruthy();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Upcoming');
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' }).textContent).toBe('Panel for upcoming');
    // One tab stop: only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects by click and by arrow keys, Home and End, wrapping around', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('tab', { name: 'Invited' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel for invited');
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Attended');
    expect(document.activeElement?.textContent).toBe('Attended');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Upcoming');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Attended');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Upcoming');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Attended');
  });
});

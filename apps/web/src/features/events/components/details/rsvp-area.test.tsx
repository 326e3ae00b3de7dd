import type { Event } from '@mingle/shared/schemas/events';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../lib/api-client.ts';
import RsvpArea from './rsvp-area.tsx';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
function eventWith(guestListVisible: boolean): Event {
  return {
    id: EVENT_ID,
    title: 'Rooftop Party',
    status: 'published',
    url: `https://mingle.test/event-details?id=${EVENT_ID}`,
    startsAt: '2030-06-01T18:00:00Z',
    endsAt: '2030-06-01T22:00:00Z',
    timeZone: 'America/New_York',
    description: null,
    settings: { guestListVisible },
    viewer: null,
  } as unknown as Event;
}

function renderArea(event: Event) {
  render(
    <MemoryRouter>
      <RsvpArea event={event} onChanged={() => undefined} />
    </MemoryRouter>,
  );
}

const rsvp = (answer: string, attendance: string, approval = 'approved') => ({
  success: true,
  data: { eventId: EVENT_ID, answer, attendance, approval, updatedAt: '2030-01-01T00:00:00Z' },
});

beforeEach(() => mockedApi.mockReset());
afterEach(cleanup);

describe('RsvpArea: "You\'re going" after a Yes', () => {
  it('confirms a Yes that makes the person Going, with calendar, share and who is going', async () => {
    mockedApi.mockResolvedValue(rsvp('Yes', 'Going'));
    renderArea(eventWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const panel = (await screen.findByRole('heading', { name: 'You’re going!' })).closest('section')!;
    expect(within(panel).getByText('Rooftop Party')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Share with friends' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'See who’s going' }).getAttribute('href')).toBe(
      `/event-details?id=${EVENT_ID}#guest-list`,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('You’re going!')).toBeNull();
  });

  it('offers no guest list when the host keeps it closed', async () => {
    mockedApi.mockResolvedValue(rsvp('Yes', 'Going'));
    renderArea(eventWith(false));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('You’re going!');
    expect(screen.queryByRole('link', { name: 'See who’s going' })).toBeNull();
  });

  it('says nothing of going while a Yes waits for the host, or after a Maybe', async () => {
    mockedApi.mockResolvedValue(rsvp('Yes', 'Not Going', 'pending'));
    renderArea(eventWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes' }).hasAttribute('aria-busy')).toBe(false),
    );
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You’re going!')).toBeNull();
    cleanup();
    mockedApi.mockResolvedValue(rsvp('Maybe', 'Maybe'));
    renderArea(eventWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Maybe' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Maybe' }).hasAttribute('aria-busy')).toBe(false),
    );
    expect(mockedApi).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('You’re going!')).toBeNull();
  });
});

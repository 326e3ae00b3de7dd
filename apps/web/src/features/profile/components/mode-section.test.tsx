import type { OwnProfile } from '@mingle/shared/schemas/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModeSection } from './mode-section.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = { id: '00000000-0000-4000-8000-000000000001', userType: 'Guest' } as OwnProfile;

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ModeSection profile={profile} />
    </QueryClientProvider>,
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('ModeSection', () => {
  it('shows the chosen mode at once, while the switch is saving', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderSection();
    fireEvent.click(radio(/^Host/));
    expect(radio(/^Host/).checked).toBe(true);
    expect(radio(/^Guest/).checked).toBe(false);
  });

  it('goes back to the saved mode and says why when the switch fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, error: { code: 'UNAVAILABLE', message: 'Try later' } }), {
        status: 503,
      }),
    );
    renderSection();
    fireEvent.click(radio(/^Host/));
    expect(await screen.findByText('Try later')).toBeTruthy();
    expect(radio(/^Guest/).checked).toBe(true);
  });
});

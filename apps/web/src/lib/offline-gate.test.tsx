import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TITLE } from '../components/ui/offline-notice.tsx';
import { OfflineGate } from './offline-gate.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

function Page({ queryKey, fetched }: { queryKey: string; fetched: () => Promise<string> }) {
  const query = useQuery({ queryKey: [queryKey], queryFn: fetched });
  return <h1>{query.data ?? 'Loading'}</h1>;
}

function renderGated(client: QueryClient, fetched: () => Promise<string>, queryKey = 'page') {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <OfflineGate>
          <OfflineGate>
            <Page queryKey={queryKey} fetched={fetched} />
          </OfflineGate>
        </OfflineGate>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  return async () => {
    onLine.mockReturnValue(true);
    await act(async () => {
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
  };
}

describe('OfflineGate', () => {
  it('offline, shows one notice in place of a page whose data never came, and the page once back online', async () => {
    const backOnline = goOffline();
    renderGated(new QueryClient(), async () => 'Discover');
    expect(await screen.findAllByRole('heading', { name: OFFLINE_TITLE })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Loading' })).toBeNull();

    await backOnline();
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: OFFLINE_TITLE })).toBeNull();
  });

  it('offline, shows a page whose data is already in the cache', async () => {
    const client = new QueryClient();
    client.setQueryData(['saved'], 'Saved page');
    goOffline();
    renderGated(client, async () => 'fresh', 'saved');
    expect(screen.getByRole('heading', { name: 'Saved page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: OFFLINE_TITLE })).toBeNull();
  });
});

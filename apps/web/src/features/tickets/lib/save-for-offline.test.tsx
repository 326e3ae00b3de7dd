import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketKeys } from '../api/keys.ts';
import { useSaveTicketsForOffline } from './save-for-offline.ts';

/** A stand-in for navigator.serviceWorker: its controller and the controllerchange event. */
function fakeWorkerContainer(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return container;
}

function renderWith(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSaveTicketsForOffline(), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSaveTicketsForOffline', () => {
  it('asks for the tickets again once the service worker takes control, and only once', () => {
    const container = fakeWorkerContainer(null);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWith(queryClient);

    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));

    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ticketKeys.all });
  });

  it('does nothing when a worker already controls the page (its copy is being kept)', () => {
    const container = fakeWorkerContainer({});
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWith(queryClient);
    container.dispatchEvent(new Event('controllerchange'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('stops listening when the tickets leave the screen', () => {
    const container = fakeWorkerContainer(null);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWith(queryClient).unmount();
    container.dispatchEvent(new Event('controllerchange'));
    expect(invalidate).not.toHaveBeenCalled();
  });
});

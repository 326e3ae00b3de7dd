import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TITLE } from '../components/ui/offline-notice.tsx';
import { lazyPage, PageLoadTimeoutError, releaseFailedLoads, withTimeout } from './lazy-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A minimal boundary that, like the app's, releases failed loads once it shows an error. */
class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch() {
    releaseFailedLoads();
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('withTimeout', () => {
  it('rejects with a readable time-out error after the limit', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, 120_000);
    const assertion = expect(result).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    result.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    await expect(result).rejects.toThrow('took longer than 120 seconds');
  });

  it('passes the value or the error through when it settles in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
  });
});

describe('lazyPage', () => {
  it('renders the loaded page with its props, showing the fallback meanwhile', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
  });

  it('renders a preloaded page at once, with no fallback, and leaves a failed preload to the render', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeTruthy();

    const Broken = lazyPage<{ name: string }>(() => Promise.reject(new Error('gone')), {
      onChunkError: () => false,
    });
    await expect(Broken.preload()).resolves.toBeUndefined();
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Broken name="Ada" />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText('caught: gone')).toBeTruthy();
  });

  it('uses the spec time-out of 120000 ms by default', async () => {
    vi.useFakeTimers();
    const Page = lazyPage<{ name: string }>(() => new Promise<{ default: typeof Hello }>(() => {}));
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Page name="Ada" />
        </Suspense>
      </Catch>,
    );
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(/caught: This page took longer than 120 seconds/)).toBeTruthy();
  });

  it('keeps the spinner up while a chunk-load failure reloads the page', async () => {
    const onChunkError = vi.fn(() => true);
    const Page = lazyPage<{ name: string }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      { onChunkError },
    );
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Page name="Ada" />
        </Suspense>
      </Catch>,
    );
    await act(async () => {});
    expect(onChunkError).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText(/caught/)).toBeNull();
  });

  it('hands the error to the boundary when the page already reloaded once, and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    const Page = lazyPage(load, { onChunkError: () => false });
    const ui = (key: number) => (
      <Catch key={key}>
        <Suspense fallback={<p>loading</p>}>
          <Page name="Ada" />
        </Suspense>
      </Catch>
    );
    const { rerender } = render(ui(1));
    expect(await screen.findByText(/caught: Failed to fetch dynamically imported module/)).toBeTruthy();
    // React's own re-render after the error did not start a second load behind the boundary's back.
    expect(load).toHaveBeenCalledTimes(1);
    rerender(ui(2));
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offline, shows the offline notice in the page's place (no reload, no error page) and loads once back online", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onChunkError = vi.fn(() => true);
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/discover-page-abc.css'))
      .mockResolvedValue({ default: Hello });
    const Page = lazyPage(load, { onChunkError });
    render(
      <MemoryRouter>
        <Catch>
          <Suspense fallback={<p>loading</p>}>
            <Page name="Ada" />
          </Suspense>
        </Catch>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: OFFLINE_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your tickets' }).getAttribute('href')).toBe('/events');
    expect(onChunkError).not.toHaveBeenCalled();
    expect(screen.queryByText(/caught/)).toBeNull();

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

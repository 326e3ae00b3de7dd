import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { TaxSettings } from './tax-settings.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);
const eventId = '00000000-0000-4000-8000-0000000000e1';

function renderSettings() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <TaxSettings owner={{ eventId }} headingId="tax-title" intro="Orders keep their tax." />
    </QueryClientProvider>,
  );
}

beforeEach(() => mockedApi.mockReset());
afterEach(cleanup);

describe('TaxSettings', () => {
  it('shows the current tax as the guest will read it', async () => {
    mockedApi.mockResolvedValueOnce({
      success: true,
      data: { tax: { mode: 'exclusive', rateMilli: 8875, name: 'Sales tax', registrationNumber: 'NY-1' } },
    });
    renderSettings();
    expect(await screen.findByText('Sales tax 8.875%, added at checkout')).toBeTruthy();
    expect(screen.getByText(/Registration number NY-1/)).toBeTruthy();
  });

  it('sends the typed rate as exact thousandths and shows the server field message on the rate', async () => {
    mockedApi.mockResolvedValueOnce({ success: true, data: { tax: null } });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a tax' }));
    fireEvent.change(screen.getByLabelText('Tax name'), { target: { value: 'VAT' } });
    fireEvent.change(screen.getByLabelText('Rate (%)'), { target: { value: '19,6' } });
    fireEvent.click(screen.getByRole('radio', { name: /Included in my prices/ }));
    const message = 'Enter a rate above 0% and at most 100%';
    mockedApi.mockRejectedValueOnce(new ApiError(422, 'VALIDATION_FAILED', message, { rateMilli: message }));
    fireEvent.click(screen.getByRole('button', { name: 'Save tax' }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(mockedApi).toHaveBeenLastCalledWith(`events/${eventId}/tax`, {
      method: 'PUT',
      body: { mode: 'inclusive', rateMilli: 19_600, name: 'VAT', registrationNumber: null },
    });
    expect(screen.getByLabelText('Rate (%)').getAttribute('aria-invalid')).toBe('true');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountSection } from './delete-account-section.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DeleteAccountSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DeleteAccountSection', () => {
  it('opens the confirmation on the field to type, and deletes only once DELETE is typed', () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const field = screen.getByLabelText('Type DELETE to confirm');
    expect(document.activeElement).toBe(field);
    const confirm = screen.getByRole('button', { name: 'Delete forever' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'delete' } });
    expect(confirm.disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

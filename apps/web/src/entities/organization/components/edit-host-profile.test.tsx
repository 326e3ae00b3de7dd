import type { Organization } from '@mingle/shared/schemas/organizations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client.ts';
import { EditHostProfile } from './edit-host-profile.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

const organization: Organization = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Rooftop Collective',
  bio: 'Parties on roofs.',
  profilePicture: '/uploads/org.webp',
  subscriberCount: 3,
  upcomingEventCount: 1,
  createdAt: '2026-11-01T10:00:00Z',
  viewer: { isOwner: true, subscribed: false },
};

function renderEditor(org: Organization = organization) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <EditHostProfile organization={org} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

beforeEach(() => {
  mockedApi.mockReset();
});
afterEach(cleanup);

describe('EditHostProfile', () => {
  it('shows the field message and sends nothing when the host name is cleared', async () => {
    const onDone = renderEditor();
    fireEvent.change(screen.getByLabelText(/Host name/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.getByLabelText(/Host name/).getAttribute('aria-invalid')).toBe('true'));
    expect(mockedApi).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('opens on the name, saves a new name and bio with PATCH, and is done', async () => {
    mockedApi.mockResolvedValueOnce({
      success: true,
      data: { ...organization, name: 'Roof Club', bio: null },
    });
    const onDone = renderEditor();
    const name = screen.getByLabelText('Host name') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.value).toBe('Rooftop Collective');
    fireEvent.change(name, { target: { value: '  Roof Club ' } });
    fireEvent.change(screen.getByLabelText('About you (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(mockedApi).toHaveBeenCalledWith(`organizations/${organization.id}`, {
      method: 'PATCH',
      body: { name: 'Roof Club', bio: null },
    });
  });

  it('needs a name and says so on the field, calling nothing', async () => {
    const onDone = renderEditor();
    fireEvent.change(screen.getByLabelText('Host name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Enter your organization's name")).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('removes the picture on Save when asked, and can take that back first', async () => {
    mockedApi.mockResolvedValueOnce({
      success: true,
      data: { organizationId: organization.id, profilePicture: null },
    });
    const onDone = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText(/removed when you save/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText(/removed when you save/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(mockedApi.mock.calls).toEqual([
      [
        'organizations/delete-profile-picture',
        { method: 'DELETE', body: { organizationId: organization.id } },
      ],
    ]);
  });

  it('puts the server’s field messages on the form and stays open', async () => {
    mockedApi.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Check the form', { name: 'That name is taken' }),
    );
    const onDone = renderEditor();
    fireEvent.change(screen.getByLabelText('Host name'), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancels without calling anything', () => {
    const onDone = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(mockedApi).not.toHaveBeenCalled();
  });
});

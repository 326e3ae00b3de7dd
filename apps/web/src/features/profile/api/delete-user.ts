import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** DELETE deleteUser: erases the signed-in person's account and ends every session. */
export async function deleteUser(): Promise<void> {
  await api<Envelope<{ deleted: true }>>('deleteUser', { method: 'DELETE' });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}

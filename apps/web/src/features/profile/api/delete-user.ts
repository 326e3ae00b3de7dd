import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** DELETE deleteUser: erases the signed-in person's account and ends every session. */
export async function deleteUser(): Promise<void> {
  await call(usersPaths.deleteUser);
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}

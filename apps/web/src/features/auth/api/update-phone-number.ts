import { usersPaths } from '@mingle/shared/endpoints/users.paths';
import type { ZUpdatePhoneRequest } from '@mingle/shared/schemas/auth';
import type { OwnProfile } from '@mingle/shared/schemas/users';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';

/** POST UpdatePhoneNumberByID: moves the account to a new number after a code sent there. */
export async function updatePhoneNumber(phoneNumber: string, otp: string): Promise<OwnProfile> {
  const res = await call(usersPaths.updatePhoneNumber, {
    body: { phoneNumber, otp } satisfies z.input<typeof ZUpdatePhoneRequest>,
  });
  return res.data;
}

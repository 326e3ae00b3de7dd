import type { OwnProfile } from '@mingle/shared/schemas/users';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** POST UpdatePhoneNumberByID: moves the account to a new number after a code sent there. */
export async function updatePhoneNumber(phoneNumber: string, otp: string): Promise<OwnProfile> {
  const res = await api<Envelope<OwnProfile>>('UpdatePhoneNumberByID', {
    method: 'POST',
    body: { phoneNumber, otp },
  });
  return res.data;
}

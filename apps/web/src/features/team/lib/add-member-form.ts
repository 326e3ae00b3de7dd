import { type AddMemberRequest, MemberRole } from '@mingle/shared/schemas/teams';
import { z } from 'zod';
import { ContactField, contactBody } from '../../../lib/contact-field.ts';

/** One box for a phone number or an e-mail address, and the role. */
export const AddMemberForm = z.object({ contact: ContactField, role: MemberRole });

export type AddMemberValues = z.input<typeof AddMemberForm>;

export function addMemberRequest({ contact, role }: AddMemberValues): AddMemberRequest {
  return { ...contactBody(contact), role };
}

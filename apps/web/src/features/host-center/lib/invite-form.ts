import type { CreateInvitationRequest } from '@mingle/shared/schemas/events';
import { z } from 'zod';
import { ContactField, contactBody } from '../../../lib/contact-field.ts';

/** Whom to invite: a phone number or an e-mail address in one box. */
export const InviteForm = z.object({ contact: ContactField });

export type InviteValues = z.input<typeof InviteForm>;

export function inviteRequest({ contact }: InviteValues): CreateInvitationRequest {
  return contactBody(contact);
}

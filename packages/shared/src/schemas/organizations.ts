import { z } from 'zod';
import { BIO_MAX_LENGTH } from '../constants.ts';
import { PageQuery, pageOf, Text } from './common.ts';

/** Contract of the organization (host brand) and subscription calls. */

export const ORGANIZATION_NAME_MAX = 80;

const OrganizationName = Text({ error: "Enter your organization's name" })
  .trim()
  .min(1, { error: "Enter your organization's name" })
  .max(ORGANIZATION_NAME_MAX, { error: `At most ${ORGANIZATION_NAME_MAX} characters` });

const OrganizationBio = Text()
  .trim()
  .max(BIO_MAX_LENGTH, { error: `At most ${BIO_MAX_LENGTH} characters` })
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** POST organizations: one organization per user. */
export const ZCreateOrganizationRequest = z.object({
  name: OrganizationName,
  bio: OrganizationBio.optional(),
});
export type CreateOrganizationRequest = z.input<typeof ZCreateOrganizationRequest>;

/** PATCH organizations/:id (owner only). */
export const ZUpdateOrganizationRequest = z
  .object({ name: OrganizationName, bio: OrganizationBio })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to update' });
export type UpdateOrganizationRequest = z.input<typeof ZUpdateOrganizationRequest>;

export const ZOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  bio: z.string().nullable(),
  profilePicture: z.string().nullable(),
  subscriberCount: z.number().int(),
  /** Published, not cancelled, not ended events (public and private). */
  upcomingEventCount: z.number().int(),
  createdAt: z.string(),
  /** Present when the caller is signed in. */
  viewer: z.object({ isOwner: z.boolean(), subscribed: z.boolean() }).nullable(),
});
export type Organization = z.infer<typeof ZOrganization>;

/** POST / DELETE organizations/:id/subscription */
export const ZSubscriptionState = z.object({ subscribed: z.boolean(), subscriberCount: z.number().int() });
export type SubscriptionState = z.infer<typeof ZSubscriptionState>;

/** GET me/subscriptions (Host Subscriptions). */
export const ZSubscribedOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  bio: z.string().nullable(),
  profilePicture: z.string().nullable(),
  subscriberCount: z.number().int(),
  subscribedAt: z.string(),
});
export type SubscribedOrganization = z.infer<typeof ZSubscribedOrganization>;
export const ZSubscribedOrganizationsPage = pageOf(ZSubscribedOrganization);
export type SubscribedOrganizationsPage = z.infer<typeof ZSubscribedOrganizationsPage>;

/** GET organizations/:id/subscribers (owner only): names, never phone or e-mail. */
export const ZSubscribersQuery = PageQuery.extend({
  q: Text()
    .trim()
    .max(60)
    .optional()
    .transform((v) => v || undefined),
});
export type SubscribersQuery = z.input<typeof ZSubscribersQuery>;

export const ZSubscriber = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  subscribedAt: z.string(),
});
export type Subscriber = z.infer<typeof ZSubscriber>;
export const ZSubscribersPage = pageOf(ZSubscriber);
export type SubscribersPage = z.infer<typeof ZSubscribersPage>;

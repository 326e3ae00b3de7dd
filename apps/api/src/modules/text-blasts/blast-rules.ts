import { measureSms } from '@mingle/shared/sms-segments';
import type { Queryable } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { defaultOrganization, mayDo } from '../teams/index.ts';
import * as repo from './text-blasts.repository.ts';

/* Who may touch a blast, and what a blast must be for each step: drafting and sending share these. */

/**
 * Which organization the person may send blasts for: `organizationId` when given, else the
 * one they own, else the first they co-host, by the teams permission check (blast.send: the
 * owner and co-hosts). The one place that answers "may this person blast for this
 * organization"; someone on no team gets 403, an organization they can't blast for 404.
 */
export async function blastOrganizationFor(
  db: Queryable,
  userId: string,
  organizationId?: string | undefined,
): Promise<string> {
  if (organizationId !== undefined && !(await mayDo(db, userId, { organizationId }, 'blast.send'))) {
    throw notFound('That organization');
  }
  const allowed = await defaultOrganization(db, userId, 'blast.send', organizationId);
  if (!allowed) throw forbidden('Only hosts can send text blasts; create your host profile first');
  return allowed;
}

/** A blast the person may see and manage; 404 for anyone else's. */
export async function ownBlast(
  db: Queryable,
  userId: string,
  blastId: string,
  lock = false,
): Promise<repo.BlastRow> {
  const blast = await repo.findBlast(db, blastId, lock);
  if (!blast || !(await mayDo(db, userId, { organizationId: blast.organization_id }, 'blast.send'))) {
    throw notFound('That blast');
  }
  return blast;
}

/** The whole text (name, body, footer) must fit; the name may have grown since a draft was saved. */
export function checkLength(body: string, organizationName: string): void {
  if (measureSms(body, organizationName).tooLong) {
    throw new AppError('VALIDATION_FAILED', 'The message is too long', {
      body: 'At most 1,600 characters, your organization\'s name and the "Reply STOP to opt out" line included',
    });
  }
}

export function requireDraft(blast: repo.BlastRow): void {
  if (blast.status !== 'draft')
    throw new AppError('CONFLICT', 'This blast was already sent; it can no longer change');
}

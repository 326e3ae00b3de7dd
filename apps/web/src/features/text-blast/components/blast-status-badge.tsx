import type { Blast } from '@mingle/shared/schemas/text-blasts';

const LABELS: Record<Blast['status'], [label: string, tone: string]> = {
  draft: ['Draft', 'draft'],
  queued: ['Queued', 'waiting'],
  sending: ['Sending', 'waiting'],
  sent: ['Sent', 'done'],
  failed: ['Failed', 'failed'],
  cancelled: ['Cancelled', 'draft'],
};

/** A blast's state in words and colour; a queued blast with a future time says it is scheduled. */
export function BlastStatusBadge({ blast }: { blast: Pick<Blast, 'status' | 'scheduledAt'> }) {
  const scheduled =
    blast.status === 'queued' && blast.scheduledAt !== null && Date.parse(blast.scheduledAt) > Date.now();
  const [label, tone] = scheduled ? ['Scheduled', 'waiting'] : LABELS[blast.status];
  return <span className={`badge blast-badge-${tone}`}>{label}</span>;
}

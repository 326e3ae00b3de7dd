import type { Blast, RecipientStatus } from '@mingle/shared/schemas/text-blasts';

export const STATE_LABELS: Record<RecipientStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped (opted out)',
  unknown: 'Unknown',
};

const ORDER: RecipientStatus[] = ['delivered', 'sent', 'sending', 'queued', 'failed', 'skipped', 'unknown'];

/** The progress bar and how many recipients are in each state (each in exactly one). */
export function BlastProgress({ blast }: { blast: Blast }) {
  const percent = Math.round(blast.progress * 100);
  return (
    <section className="blast-progress card" aria-label="Progress">
      <div className="blast-progress-head">
        <strong>{percent}% done</strong>
        <span className="muted">
          {blast.counts.total} {blast.counts.total === 1 ? 'recipient' : 'recipients'}
        </span>
      </div>
      <progress
        className="blast-bar"
        max={100}
        value={percent}
        aria-label={`${percent}% of messages handled`}
      />
      <dl className="blast-counts">
        {ORDER.map((state) => (
          <div key={state} className={`blast-count blast-count-${state}`} data-state={state}>
            <dt>{STATE_LABELS[state]}</dt>
            <dd>{blast.counts[state]}</dd>
          </div>
        ))}
      </dl>
      {blast.counts.unknown > 0 && (
        <p className="muted small">
          Unknown: the server stopped while these were being handed to the carrier. They are never sent twice,
          so they may or may not have arrived.
        </p>
      )}
    </section>
  );
}

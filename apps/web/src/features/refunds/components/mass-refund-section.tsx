import { formatMoney } from '@mingle/shared/fees';
import type { MassRefundPreview } from '@mingle/shared/schemas/tickets';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { useRefundPreview } from '../../../entities/event/api/refund-preview.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useRefundEveryone } from '../api/mass-refund.ts';
import '../refunds.css';

function totals(p: MassRefundPreview): string {
  const money = (cents: number) => formatMoney(cents, p.currency ?? 'USD');
  const orders = `${p.orderCount} ${p.orderCount === 1 ? 'order' : 'orders'}`;
  const tickets = `${p.ticketCount} ${p.ticketCount === 1 ? 'ticket' : 'tickets'}`;
  return `${money(p.refundCents)} back to guests' cards for ${orders} (${tickets}), ${money(p.feesRefundedCents)} of ticketing fees included.`;
}

/**
 * For an event cancelled without refunds: refund every paid ticket at once, fees included. The host sees the total first and
 * confirms that exact total; if orders changed meanwhile the server refuses and the preview
 * is shown again.
 */
export function MassRefundSection({ eventId }: { eventId: string }) {
  const headingId = useId();
  const preview = useRefundPreview(eventId);
  const refund = useRefundEveryone(eventId);
  const [confirming, setConfirming] = useState(false);
  // One key per confirmed total: a retry after a lost answer never refunds twice.
  const attempt = useRef<{ cents: number; key: string } | null>(null);

  function confirm(cents: number) {
    if (attempt.current?.cents !== cents) attempt.current = { cents, key: newIdempotencyKey() };
    refund.mutate(
      { eventId, expectedRefundCents: cents, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => setConfirming(false),
        onError: () => setConfirming(false),
      },
    );
  }

  const data = preview.data;
  // Cancelling refunds everyone already; this only shows when the host chose to refund later.
  if (data?.orderCount === 0 && !refund.isSuccess) return null;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Refund every guest</h2>
      {refund.isSuccess && (
        <Alert variant="success" title="Refunds are on their way">
          {totals(refund.data)} Each guest is told by message.
        </Alert>
      )}
      {refund.error && <Alert variant="error">{refund.error.message}</Alert>}
      {preview.isPending ? (
        <p className="muted">Working out the total…</p>
      ) : preview.isError ? (
        <Alert variant="error">{preview.error.message}</Alert>
      ) : data && data.orderCount > 0 ? (
        <>
          <p>{totals(data)}</p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Refund everyone
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Refund ${formatMoney(data.refundCents, data.currency ?? 'USD')}?`}
            confirmLabel="Refund everyone"
            danger
            busy={refund.isPending}
            onConfirm={() => confirm(data.refundCents)}
            onCancel={() => setConfirming(false)}
          >
            <p>{totals(data)} The tickets stop working. This cannot be undone.</p>
          </ConfirmDialog>
        </>
      ) : null}
    </section>
  );
}

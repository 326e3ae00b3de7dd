import { formatMoney } from '@mingle/shared/fees';

/** "Free", "From $12.50", or null when the event has no ticket types yet. */
export function priceLabel(minPriceCents: number | null, currency: string | null): string | null {
  if (minPriceCents === null) return null;
  if (minPriceCents === 0) return 'Free';
  return `From ${formatMoney(minPriceCents, currency ?? 'USD')}`;
}

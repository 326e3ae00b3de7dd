import { computeFeeCents } from '@mingle/shared/fees';
import { formatMoney } from '../../lib/format.ts';

const PRICE_CENTS = 2000;
const FEE_CENTS = computeFeeCents([{ discountedUnitCents: PRICE_CENTS, quantity: 1 }]);

/** A worked example of the fee, computed by the same function checkout uses. */
export const FEE_EXAMPLE = {
  price: formatMoney(PRICE_CENTS),
  fee: formatMoney(FEE_CENTS),
  total: formatMoney(PRICE_CENTS + FEE_CENTS),
};

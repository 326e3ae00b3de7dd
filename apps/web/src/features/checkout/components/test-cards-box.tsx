import type { PaymentsConfig } from '@mingle/shared/schemas/orders';
import { Button } from '../../../components/ui/button.tsx';
import { formatCardNumber } from '../lib/card.ts';

export interface TestCardsBoxProps {
  cards: NonNullable<PaymentsConfig['testCards']>;
  onUse: (number: string) => void;
}

/** Dev mode only: the sandbox's test cards, each one click away. */
export function TestCardsBox({ cards, onUse }: TestCardsBoxProps) {
  const rows = [
    { number: cards.succeeds, outcome: 'succeeds' },
    { number: cards.declined, outcome: 'is declined' },
    { number: cards.processingError, outcome: 'fails (processing error)' },
  ];
  return (
    <aside className="test-cards" aria-label="Test cards">
      <p className="test-cards-title">
        <strong>Test mode</strong> — no real money moves. Any future expiry date and any CVC work.
      </p>
      <ul>
        {rows.map((row) => (
          <li key={row.number}>
            <span className="test-card-text">
              <code>{formatCardNumber(row.number)}</code> <span>{row.outcome}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => onUse(row.number)}>
              Use<span className="visually-hidden"> {formatCardNumber(row.number)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </aside>
  );
}

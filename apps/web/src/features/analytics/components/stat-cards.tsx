import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Stat {
  label: string;
  value: string;
  /** A report that explains the figure. */
  to?: string;
  hint?: ReactNode;
}

/** Headline figures as cards; a card with a report links to it. */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <ul className="stat-cards" aria-label={label}>
      {stats.map((s) => (
        <li key={s.label} className="stat-card">
          <span className="stat-label">{s.label}</span>
          <span className="stat-value">{s.value}</span>
          {s.hint && <span className="stat-hint muted">{s.hint}</span>}
          {s.to && (
            <Link to={s.to} className="stat-link">
              Details<span className="visually-hidden"> of {s.label.toLowerCase()}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

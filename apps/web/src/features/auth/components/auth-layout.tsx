import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../auth.css';

export interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** A link back to the previous step. */
  back?: { to: string; label: string };
  children: ReactNode;
  /** Small print under the card (links to the other flow). */
  footer?: ReactNode;
}

/** The frame of every sign-in step: one narrow card, centred, with the step's only h1. */
export function AuthLayout({ title, description, back, children, footer }: AuthLayoutProps) {
  return (
    <main className="auth-page container">
      <div className="auth-column">
        {back && (
          <Link to={back.to} className="auth-back">
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        )}
        <section className="card auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          {description && <p className="muted auth-description">{description}</p>}
          {children}
        </section>
        {footer && <div className="auth-footer">{footer}</div>}
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title.ts';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** A link back to the parent screen. */
  back?: { to: string; label: string };
}

/** The heading block at the top of a screen; holds the page's only h1 and names the tab. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <header className="page-header">
      {back && (
        <Link to={back.to} className="page-header-back">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      <div className="page-header-main">
        <div>
          <h1>{title}</h1>
          {description && <p className="muted page-header-description">{description}</p>}
        </div>
        {actions && <div className="row page-header-actions">{actions}</div>}
      </div>
    </header>
  );
}

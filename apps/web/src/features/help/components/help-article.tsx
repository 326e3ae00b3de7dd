import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { HELP_UPDATED } from '../help-pages.ts';

interface HelpArticleProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The frame of one help page: its title, the date it was last changed and the text. */
export function HelpArticle({ title, lead, children }: HelpArticleProps) {
  useDocumentTitle(title);
  return (
    <article className="help-article">
      <h1>{title}</h1>
      <p className="muted help-updated">Last updated {HELP_UPDATED}</p>
      <p className="help-lead">{lead}</p>
      {children}
    </article>
  );
}

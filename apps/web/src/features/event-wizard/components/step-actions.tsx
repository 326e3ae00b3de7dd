import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';

export interface StepActionsProps {
  previousPath: string | null;
  busy: boolean;
  /** Which button is working, so only that one spins. */
  pending: 'draft' | 'continue' | null;
  onSaveDraft?: () => void;
  continueLabel?: string;
  /** Messages that did not fit an input (e.g. "Add at least one ticket type"). */
  problems: string[];
  saved?: boolean;
  children?: ReactNode;
}

/** The bottom of each step: problems, Back, Save draft and the submit button. */
export function StepActions({
  previousPath,
  busy,
  pending,
  onSaveDraft,
  continueLabel = 'Save and continue',
  problems,
  saved = false,
  children,
}: StepActionsProps) {
  return (
    <div className="step-actions-area">
      {problems.length > 0 && (
        <Alert variant="error" title="Please check this step">
          <ul className="step-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {saved && <Alert variant="success">Draft saved. You can come back to it from the Host Center.</Alert>}
      {children}
      <div className="step-actions">
        {previousPath && (
          <ButtonLink to={previousPath} variant="ghost">
            Back
          </ButtonLink>
        )}
        <span className="step-actions-spacer" />
        {onSaveDraft && (
          <Button variant="secondary" onClick={onSaveDraft} disabled={busy} loading={pending === 'draft'}>
            Save draft
          </Button>
        )}
        <Button type="submit" disabled={busy} loading={pending === 'continue'}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}

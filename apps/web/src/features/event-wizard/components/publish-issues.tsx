import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { wizardStepPath } from '../../../entities/event/lib/wizard-path.ts';
import type { StepIssues } from '../lib/wizard-fields.ts';
import { CREATE_EVENT_STEPS } from '../routes/steps.ts';

/** What publishing still needs, grouped by step, each with a link to fix it. */
export function PublishIssues({ eventId, issues }: { eventId: string; issues: StepIssues[] }) {
  return (
    <Alert variant="error" title="Your event needs a few more details before it can go live">
      <ul className="publish-issues">
        {issues.map(({ step, messages }) => (
          <li key={step}>
            <Link to={wizardStepPath(step, eventId)}>
              {CREATE_EVENT_STEPS.find((s) => s.path === step)?.label ?? step}
            </Link>
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

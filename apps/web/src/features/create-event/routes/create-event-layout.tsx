import { Link, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CREATE_EVENT_STEPS } from './steps.ts';

/** /create-event: the step indicator above the current step. */
export default function CreateEventLayout() {
  const { pathname } = useLocation();
  const current = CREATE_EVENT_STEPS.findIndex((s) => decodeURIComponent(pathname).endsWith(`/${s.path}`));
  return (
    <div className="container page">
      <PageHeader title="Create an event" back={{ to: '/host-center', label: 'Host Center' }} />
      <nav aria-label="Steps">
        <ol className="steps">
          {CREATE_EVENT_STEPS.map((step, i) => (
            <li
              key={step.path}
              className={i === current ? 'step step-current' : i < current ? 'step step-done' : 'step'}
            >
              <Link to={`/create-event/${step.path}`} aria-current={i === current ? 'step' : undefined}>
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="step-label">
                  <span className="visually-hidden">
                    Step {i + 1} of {CREATE_EVENT_STEPS.length}:{' '}
                  </span>
                  {step.label}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <Outlet />
    </div>
  );
}

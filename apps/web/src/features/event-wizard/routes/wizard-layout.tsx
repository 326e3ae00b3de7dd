import { WIZARD_STEPS, type WizardStep } from '@mingle/shared/schemas/events';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryError } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { eventIdParam } from '../../../entities/event/api/get-event.ts';
import { useEvent } from '../../../entities/event/api/use-event.ts';
import { wizardStepPath } from '../../../entities/event/lib/wizard-path.ts';
import { useMyOrganization } from '../../../entities/organization/api/get-my-organization.ts';
import { useMyOrganizations } from '../../../entities/organization/api/my-organizations.ts';
import { CreateHostProfile } from '../../../entities/organization/components/create-host-profile.tsx';
import { EventPreview } from '../components/event-preview.tsx';
import { StepProgress } from '../components/step-progress.tsx';
import { type PreviewFields, previewOf } from '../lib/preview.ts';
import type { WizardContext } from '../lib/wizard-context.ts';
import { openUpTo } from '../lib/wizard-fields.ts';
import { CREATE_EVENT_STEPS } from './steps.ts';
// The editors' section titles are styled with the event lists' shared rules.
import '../../../entities/event/events.css';
import '../event-wizard.css';
import '../wizard-layout.css';

function currentStep(pathname: string): WizardStep {
  const path = decodeURIComponent(pathname);
  return WIZARD_STEPS.find((s) => path.endsWith(`/${s}`)) ?? 'basic-details';
}

/**
 * /create-event: the step indicator above the current step. The draft's id travels in `?id=`;
 * links that resume a draft point at the step after the last one completed (`resumeStep`).
 */
export default function WizardLayout() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = eventIdParam(params);
  const org = useMyOrganization();
  // A co-host runs another organization's events without a host profile of their own.
  const teams = useMyOrganizations();
  const coHosts = teams.data?.some((o) => o.role === 'cohost') ?? false;
  const eventQuery = useEvent(id);
  const event = eventQuery.data;
  const step = currentStep(pathname);
  const stepIndex = WIZARD_STEPS.indexOf(step);
  // Typed-but-unsaved values belong to the step that pushed them; another step starts clean.
  const [live, setLive] = useState<{ step: WizardStep; fields: Partial<PreviewFields> } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const setLivePreview = useCallback(
    (fields: Partial<PreviewFields> | null) => setLive(fields ? { step, fields } : null),
    [step],
  );

  useEffect(() => {
    document.title = 'Create an event · Mingle';
  }, []);

  const published = event?.status === 'published';
  const title = !id ? 'Create an event' : published ? 'Edit event' : 'Finish your event';
  const back = id
    ? { to: `/host-center/event-details?id=${id}`, label: 'Event' }
    : { to: '/host-center', label: 'Host Center' };

  let body: ReactNode;
  if (org.isPending || teams.isPending || (id && eventQuery.isPending)) {
    body = <Spinner label="Loading" />;
  } else if (org.isError) {
    body = (
      <QueryError
        title="Could not load your host profile"
        error={org.error}
        onRetry={() => void org.refetch()}
      />
    );
  } else if (org.data === null && !coHosts) {
    body = (
      <>
        <Alert variant="info">Events belong to a host profile. Create yours first; it takes a minute.</Alert>
        <CreateHostProfile />
      </>
    );
  } else if (params.has('id') && (!id || eventQuery.isError)) {
    body = (
      <Alert variant="error" title="This draft isn’t available">
        <p>It may have been removed, or it belongs to another host.</p>
        <ButtonLink to="/create-event/basic-details" size="sm" variant="secondary">
          Start a new event
        </ButtonLink>
      </Alert>
    );
  } else if (event?.status === 'cancelled') {
    body = <Alert variant="info">This event was cancelled, so it can no longer be edited.</Alert>;
  } else if (!id && stepIndex > 0) {
    return <Navigate to="/create-event/basic-details" replace />;
  } else {
    const context: WizardContext = {
      eventId: id,
      event,
      step,
      setLivePreview,
    };
    const preview = previewOf(event, live?.step === step ? live.fields : null);
    body = (
      <div className="wizard-columns">
        <aside className="wizard-preview" aria-labelledby="wizard-preview-heading">
          <div className="wizard-preview-bar">
            <h2 id="wizard-preview-heading" className="wizard-preview-heading">
              Preview
            </h2>
            <Button
              variant="secondary"
              size="sm"
              className="wizard-preview-toggle"
              aria-expanded={previewOpen}
              aria-controls="wizard-preview-content"
              onClick={() => setPreviewOpen((o) => !o)}
            >
              {previewOpen ? 'Hide preview' : 'Show preview'}
            </Button>
          </div>
          <div
            id="wizard-preview-content"
            className={cx('wizard-preview-content', previewOpen && 'wizard-preview-open')}
          >
            <EventPreview event={preview} />
            <p className="hint">How the top of your event page will look.</p>
          </div>
        </aside>
        <div className="wizard-main">
          <Outlet context={context} />
        </div>
      </div>
    );
  }

  const openIndex = event ? openUpTo(event.wizardStep, published) : 0;
  return (
    <div className="container page create-event">
      <PageHeader title={title} back={back} description={event?.title ?? undefined} />
      <nav aria-label="Steps">
        <StepProgress
          index={stepIndex}
          total={CREATE_EVENT_STEPS.length}
          label={CREATE_EVENT_STEPS[stepIndex]?.label ?? ''}
        />
        <ol className="steps">
          {CREATE_EVENT_STEPS.map((s, i) => {
            const open = i === stepIndex || (id !== null && i <= Math.max(openIndex, stepIndex));
            const label = (
              <>
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="step-label">
                  <span className="visually-hidden">
                    Step {i + 1} of {CREATE_EVENT_STEPS.length}:{' '}
                  </span>
                  {s.label}
                </span>
              </>
            );
            return (
              <li
                key={s.path}
                className={cx(
                  'step',
                  i === stepIndex && 'step-current',
                  i < stepIndex && 'step-done',
                  !open && 'step-locked',
                )}
              >
                {open ? (
                  <Link to={wizardStepPath(s.path, id)} aria-current={i === stepIndex ? 'step' : undefined}>
                    {label}
                  </Link>
                ) : (
                  <span className="step-link-locked" aria-disabled="true">
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {body}
    </div>
  );
}

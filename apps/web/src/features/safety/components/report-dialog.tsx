import { ReportReason } from '@mingle/shared/enums';
import { REPORT_NOTE_MAX } from '@mingle/shared/schemas/social';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useReportUser } from '../api/report-user.ts';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  firstName: string;
  eventId: string | null;
  onReported: () => void;
}

/** Report with a reason and an optional note; it blocks the person as well, and says so. */
export function ReportDialog({ open, onClose, userId, firstName, eventId, onReported }: ReportDialogProps) {
  const legendId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const report = useReportUser();

  function submit() {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    report.mutate(
      { userId, reason, note, ...(eventId ? { eventId } : {}) },
      { onSuccess: () => onReported() },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Report ${firstName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={submit} loading={report.isPending}>
            Report and block
          </Button>
        </>
      }
    >
      <form
        className="stack report-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="muted">
          Reporting also blocks {firstName}: you won't see each other in guest lists, chats or requests.
          {eventId ? " The event's host sees the report, not who sent it." : ''}
        </p>
        <fieldset className="report-reasons" aria-describedby={missingReason ? legendId : undefined}>
          <legend className="label">What's wrong?</legend>
          {ReportReason.options.map((option) => (
            <label key={option} className="report-reason">
              <input
                type="radio"
                name="report-reason"
                value={option}
                checked={reason === option}
                onChange={() => {
                  setReason(option);
                  setMissingReason(false);
                }}
              />
              {option}
            </label>
          ))}
          {missingReason && (
            <span id={legendId} className="field-error" role="alert">
              Choose a reason
            </span>
          )}
        </fieldset>
        <TextareaField
          label="Note (optional)"
          value={note}
          maxLength={REPORT_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          hint={`${note.length} / ${REPORT_NOTE_MAX}`}
          error={report.error instanceof ApiError ? report.error.fields.note : undefined}
        />
        {report.isError && !(report.error instanceof ApiError && report.error.fields.note) && (
          <Alert variant="error">{report.error.message}</Alert>
        )}
      </form>
    </Dialog>
  );
}

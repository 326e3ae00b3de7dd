import type { ModerationReport } from '@mingle/shared/schemas/social';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../entities/event/lib/event-time.ts';
import { useReviewReport } from '../api/event-reports.ts';

/** `openReports` counts the different people whose reports about the person are still open. */
function openReportsText(count: number, name: string): string {
  if (count === 0) return 'No open reports';
  return count === 1
    ? `1 person has reported ${name} (not reviewed yet)`
    : `${count} people have reported ${name} (not reviewed yet)`;
}

/** One report: the person reported, the reason and note, and Mark reviewed while it is open. */
export function ReportRow({ eventId, report }: { eventId: string; report: ModerationReport }) {
  const review = useReviewReport(eventId);
  const name = report.target.firstName ?? 'A guest';
  return (
    <article className="report-row" aria-label={`Report about ${name}`}>
      <div className="report-row-head">
        <Avatar src={report.target.profilePhoto} alt="" size={40} />
        <div className="report-row-who">
          <Link to={`/users/${report.target.id}?eventId=${eventId}`}>{name}</Link>
          <span className="hint">Reported {formatDateTime(report.createdAt)}</span>
        </div>
      </div>
      <p>
        <span className="badge">{report.reason}</span>
      </p>
      {report.note && <p className="report-row-note">“{report.note}”</p>}
      {report.hidden && <p className="report-row-hidden">Hidden from guest lists until you review</p>}
      <p className="hint report-row-status">
        {openReportsText(report.openReports, name)}
        {report.reviewedAt && ` · You reviewed this ${formatDateTime(report.reviewedAt)}`}
      </p>
      {!report.reviewedAt && (
        <Button
          size="sm"
          variant="secondary"
          loading={review.isPending}
          onClick={() => review.mutate(report.id)}
        >
          Mark reviewed
        </Button>
      )}
      {review.isError && <Alert variant="error">{review.error.message}</Alert>}
    </article>
  );
}

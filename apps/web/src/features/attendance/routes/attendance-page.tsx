import { SECTION_LABELS } from '@mingle/shared/labels';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatEventTime } from '../../../entities/event/lib/event-time.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAttendance } from '../api/get-attendance.ts';
import { useAttendanceEvent } from '../api/get-attendance-event.ts';
import { useRedeemTicket } from '../api/redeem-ticket.ts';
import { AttendanceCounts } from '../components/attendance-counts.tsx';
import { AttendeeList } from '../components/attendee-list.tsx';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { ScanResultBanner } from '../components/scan-result-banner.tsx';
import { TypedCodeForm } from '../components/typed-code-form.tsx';
import { admittedResult, failedResult, type ScanResult } from '../lib/scan-result.ts';
import '../attendance.css';

/**
 * The camera sees the same QR many times a second. A code is checked once while it stays in
 * view; only after it has been out of sight this long is it checked again (and then reported
 * as already redeemed, should someone try it twice).
 */
const SAME_CODE_PAUSE_MS = 4000;
/** How long a result stays up before the banner says it is ready for the next guest. */
const RESULT_SHOWN_MS = 8000;

/** /host-center/attendance?id=…: Guest Attendance, the door scanner and who has arrived. */
export default function AttendancePage() {
  const [params] = useSearchParams();
  const eventId = params.get('id') ?? '';
  if (!eventId) {
    return (
      <div className="container page">
        <PageHeader
          title={SECTION_LABELS.guestAttendance}
          back={{ to: '/host-center', label: 'Host Center' }}
        />
        <EmptyState title="Choose an event" icon={<UsersIcon />}>
          Open Guest Attendance from one of your events in the Host Center.
        </EmptyState>
      </div>
    );
  }
  return <AttendanceScreen key={eventId} eventId={eventId} />;
}

function vibrate(result: ScanResult) {
  navigator.vibrate?.(result.tone === 'success' ? 80 : [60, 60, 60]);
}

function AttendanceScreen({ eventId }: { eventId: string }) {
  const event = useAttendanceEvent(eventId);
  const attendance = useAttendance(eventId);
  const redeem = useRedeemTicket(eventId);
  const [result, setResult] = useState<ScanResult | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), RESULT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [result]);

  function check(code: string, fromCamera: boolean) {
    const now = Date.now();
    if (redeem.isPending) return;
    if (fromCamera && last.current?.code === code && now - last.current.at < SAME_CODE_PAUSE_MS) {
      last.current.at = now;
      return;
    }
    last.current = { code, at: now };
    redeem.mutate(code, {
      onSuccess: (ticket) => {
        const r = admittedResult(ticket);
        setResult(r);
        vibrate(r);
      },
      onError: (err) => {
        const r = failedResult(err);
        setResult(r);
        vibrate(r);
      },
    });
  }

  const back = { to: `/host-center/event-details?id=${encodeURIComponent(eventId)}`, label: 'Event' };
  const forbidden =
    attendance.error instanceof ApiError &&
    (attendance.error.status === 403 || attendance.error.status === 404);
  if (forbidden) {
    return (
      <div className="container page">
        <PageHeader
          title={SECTION_LABELS.guestAttendance}
          back={{ to: '/host-center', label: 'Host Center' }}
        />
        <EmptyState title="Only the host can check guests in" icon={<UsersIcon />}>
          Guest Attendance is open to the host of this event.
        </EmptyState>
      </div>
    );
  }

  const pages = attendance.data?.pages ?? [];
  const counts = pages[0]?.counts;
  const attendees = pages.flatMap((p) => p.items);
  return (
    <div className="container page attendance-page">
      <PageHeader
        title={SECTION_LABELS.guestAttendance}
        description={
          event.data
            ? `${event.data.title ?? 'Untitled event'} · ${formatEventTime(event.data.startsAt, event.data.timeZone, 'short')}`
            : undefined
        }
        back={back}
      />
      <div className="attendance-grid">
        <section className="card stack" aria-label="Scanner">
          <ScanResultBanner result={result} busy={redeem.isPending} />
          <CameraScanner onCode={(code) => check(code, true)} />
          <TypedCodeForm busy={redeem.isPending} onSubmit={(code) => check(code, false)} />
        </section>
        <section className="card stack" aria-label="Who has arrived">
          {counts ? (
            <AttendanceCounts sold={counts.sold} arrived={counts.redeemed} />
          ) : attendance.isError ? (
            <Alert variant="error" title="We could not load the guest list.">
              {attendance.error.message}
            </Alert>
          ) : (
            <Spinner size={32} label="Loading the guest list" />
          )}
          {counts && attendees.length === 0 && <p className="muted">No tickets sold yet.</p>}
          {attendees.length > 0 && <AttendeeList attendees={attendees} />}
          {attendance.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              loading={attendance.isFetchingNextPage}
              onClick={() => void attendance.fetchNextPage()}
            >
              Show more guests
            </Button>
          )}
          <p className="muted attendance-live">Updates every few seconds.</p>
        </section>
      </div>
    </div>
  );
}

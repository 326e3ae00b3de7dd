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
import { useAttendanceEvent } from '../api/get-attendance-event.ts';
import { AttendanceCounts } from '../components/attendance-counts.tsx';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { DoorStatus } from '../components/door-status.tsx';
import { GuestList } from '../components/guest-list.tsx';
import { ScanResultBanner } from '../components/scan-result-banner.tsx';
import { SyncConflicts } from '../components/sync-conflicts.tsx';
import { TypedCodeForm } from '../components/typed-code-form.tsx';
import type { ScanResult } from '../lib/scan-result.ts';
import { type CheckInRef, useDoor } from '../lib/use-door.ts';
import '../attendance.css';

/**
 * The camera sees the same QR many times a second. A code is checked once while it stays in
 * view; only after it has been out of sight this long is it checked again (and then reported
 * as already redeemed, should someone try it twice).
 */
const SAME_CODE_PAUSE_MS = 4000;
/** How long a result stays up before the banner says it is ready for the next guest. */
const RESULT_SHOWN_MS = 8000;

/**
 * /host-center/attendance?id=…: Guest Attendance, the door scanner, the guest list searchable by
 * name with a check-in per guest, and checking in offline against the list saved on the device.
 */
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
  const timeZone = event.data?.timeZone ?? null;
  const door = useDoor(eventId, timeZone);
  const [result, setResult] = useState<ScanResult | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), RESULT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [result]);

  async function show(ref: CheckInRef) {
    const r = await door.checkIn(ref);
    setResult(r);
    vibrate(r);
  }

  function check(code: string, fromCamera: boolean) {
    const now = Date.now();
    if (door.busy) return;
    if (fromCamera && last.current?.code === code && now - last.current.at < SAME_CODE_PAUSE_MS) {
      last.current.at = now;
      return;
    }
    last.current = { code, at: now };
    void show({ code });
  }

  const { list } = door;
  // Door staff can't open the host's event page: their way back is their door list.
  const back =
    event.data?.viewer?.isHost === false
      ? { to: '/host-center/door', label: 'Door list' }
      : { to: `/host-center/event-details?id=${encodeURIComponent(eventId)}`, label: 'Event' };
  const forbidden =
    list.error instanceof ApiError && (list.error.status === 403 || list.error.status === 404);
  if (forbidden) {
    return (
      <div className="container page">
        <PageHeader
          title={SECTION_LABELS.guestAttendance}
          back={{ to: '/host-center', label: 'Host Center' }}
        />
        <EmptyState title="Only the host can check guests in" icon={<UsersIcon />}>
          Guest Attendance is open to the host of this event and its team.
        </EmptyState>
      </div>
    );
  }

  const items = list.data?.list.items ?? [];
  const queuedIds = new Set(door.queue.map((q) => q.ticketId));
  const arrived = items.filter((i) => i.status === 'redeemed' || queuedIds.has(i.ticketId)).length;
  const title = event.data
    ? `${event.data.title ?? 'Untitled event'} · ${formatEventTime(event.data.startsAt, event.data.timeZone, 'short')}`
    : undefined;
  return (
    <div className="container page attendance-page">
      <PageHeader title={SECTION_LABELS.guestAttendance} description={title} back={back} />
      <DoorStatus
        online={door.online}
        fromDevice={list.data?.fromDevice ?? false}
        savedAt={list.data?.savedAt ?? null}
        queued={door.queue.length}
        syncing={door.syncing}
        timeZone={timeZone}
        onSync={() => void door.sync()}
      />
      <SyncConflicts synced={door.lastSynced} conflicts={door.conflicts} onDismiss={door.dismissConflicts} />
      <div className="attendance-grid">
        <section className="card stack" aria-label="Scanner">
          <ScanResultBanner result={result} busy={door.busy} />
          <CameraScanner onCode={(code) => check(code, true)} />
          <TypedCodeForm busy={door.busy} onSubmit={(code) => check(code, false)} />
        </section>
        <section className="card stack" aria-label="Who has arrived">
          {list.data ? (
            <>
              <AttendanceCounts sold={items.length} arrived={arrived} />
              <GuestList
                items={items}
                queue={door.queue}
                timeZone={timeZone}
                onCheckIn={(entry) => show({ entry })}
              />
              {door.online && !list.data.fromDevice && (
                <p className="muted attendance-live">Updates every few seconds.</p>
              )}
            </>
          ) : list.isError ? (
            <Alert variant="error" title="We could not load the guest list.">
              <p>{list.error.message}</p>
              <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                Retry
              </Button>
            </Alert>
          ) : (
            <Spinner size={32} label="Loading the guest list" />
          )}
        </section>
      </div>
    </div>
  );
}

import { SECTION_LABELS } from '@mingle/shared/labels';
import { ButtonLink } from '../../../components/ui/button.tsx';

export const attendancePath = (eventId: string) =>
  `/host-center/attendance?id=${encodeURIComponent(eventId)}`;

/** Guest Attendance from the host's event page: the door scanner and who has arrived. */
export function AttendanceLink({ eventId, block = false }: { eventId: string; block?: boolean }) {
  return (
    <ButtonLink to={attendancePath(eventId)} variant="secondary" block={block}>
      {SECTION_LABELS.guestAttendance}
    </ButtonLink>
  );
}

export interface AttendanceCountsProps {
  sold: number;
  arrived: number;
}

/** Arrived out of sold, as numbers and a bar. */
export function AttendanceCounts({ sold, arrived }: AttendanceCountsProps) {
  const fraction = sold > 0 ? Math.min(1, arrived / sold) : 0;
  return (
    <div className="attendance-counts">
      <dl className="attendance-figures">
        <div>
          <dt>Arrived</dt>
          <dd>{arrived}</dd>
        </div>
        <div>
          <dt>Sold</dt>
          <dd>{sold}</dd>
        </div>
        <div>
          <dt>Still to come</dt>
          <dd>{Math.max(0, sold - arrived)}</dd>
        </div>
      </dl>
      <div
        className="attendance-bar"
        role="progressbar"
        aria-label="Guests arrived"
        aria-valuemin={0}
        aria-valuemax={sold}
        aria-valuenow={arrived}
      >
        <div className="attendance-bar-fill" style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}

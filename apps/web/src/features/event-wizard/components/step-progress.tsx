/**
 * "Step 2 of 5 · Tickets & promo" over a progress bar: what phones show instead of the step
 * labels, which do not fit at 360 px. Screen readers get the same from the step list itself.
 */
export function StepProgress({ index, total, label }: { index: number; total: number; label: string }) {
  return (
    <div className="step-progress" aria-hidden="true">
      <p className="step-progress-text">
        Step {index + 1} of {total} · <strong>{label}</strong>
      </p>
      <div className="step-progress-track">
        <div className="step-progress-fill" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
    </div>
  );
}

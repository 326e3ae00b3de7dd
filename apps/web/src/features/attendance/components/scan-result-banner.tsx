import type { ScanResult } from '../lib/scan-result.ts';

const ICON = { success: '✓', warning: '!', error: '✕' } as const;

/** The big colour-coded answer of the last scan, readable from arm's length. */
export function ScanResultBanner({ result, busy }: { result: ScanResult | null; busy: boolean }) {
  return (
    <div className="scan-result-slot" aria-live="assertive" aria-atomic="true">
      {busy ? (
        <div className="scan-result scan-result-busy">Checking…</div>
      ) : result ? (
        <div className={`scan-result scan-result-${result.tone}`}>
          <span className="scan-result-icon" aria-hidden="true">
            {ICON[result.tone]}
          </span>
          <span className="scan-result-text">
            <strong>{result.title}</strong>
            {result.detail && <span>{result.detail}</span>}
          </span>
        </div>
      ) : (
        <div className="scan-result scan-result-idle">Ready to scan</div>
      )}
    </div>
  );
}

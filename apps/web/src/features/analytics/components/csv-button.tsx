import type { AnalyticsView } from '@mingle/shared/schemas/analytics';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDownloadAnalyticsCsv } from '../api/analytics.ts';
import { useAnalyticsFilter } from '../lib/use-analytics-filter.ts';

/** Downloads the view's figures as CSV for the chosen range and event. */
export function CsvButton({ view }: { view: AnalyticsView }) {
  const [filter] = useAnalyticsFilter();
  const download = useDownloadAnalyticsCsv(view);
  return (
    <div className="csv-download">
      <Button
        variant="secondary"
        size="sm"
        loading={download.isPending}
        onClick={() => download.mutate(filter)}
      >
        Download CSV
      </Button>
      {download.error && <Alert variant="error">{download.error.message}</Alert>}
    </div>
  );
}

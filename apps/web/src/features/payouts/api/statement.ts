import { payoutsPaths } from '@mingle/shared/endpoints/payouts.paths';
import type { Statement } from '@mingle/shared/schemas/payouts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, callDownload } from '../../../lib/api-call.ts';
import { payoutKeys } from './keys.ts';

export interface StatementRange {
  /** YYYY-MM-DD or '' for no bound. */
  from: string;
  to: string;
}

/** GET payouts/statement?from&to: figures per event and overall. */
export async function getStatement(range: StatementRange, signal?: AbortSignal): Promise<Statement> {
  return (await call(payoutsPaths.statement, { query: { ...range }, signal })).data;
}

export function useStatement(range: StatementRange) {
  return useQuery({
    queryKey: payoutKeys.statement(range.from, range.to),
    queryFn: ({ signal }) => getStatement(range, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET payouts/statement?format=csv, saved through the browser's download. */
export async function downloadStatementCsv(range: StatementRange): Promise<void> {
  const { blob, fileName } = await callDownload(payoutsPaths.statement, {
    query: { ...range, format: 'csv' },
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? 'mingle-statement.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatementCsv });
}

/**
 * One CSV cell: quoted when needed, and text starting like a formula (= + - @, tab, CR) is
 * defused with an apostrophe so a spreadsheet never runs a guest's name as a formula. A plain
 * integer or decimal stays as it is, so money columns (refunds are negative) remain numbers.
 */
export function csvCell(value: string): string {
  const numeric = /^-?\d+(\.\d+)?$/.test(value);
  const safe = !numeric && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header row and the rows, CRLF line ends as RFC 4180 has them. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

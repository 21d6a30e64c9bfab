/** Characters a spreadsheet reads as the start of a formula (and tab/CR, which some also do). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell as RFC 4180 wants it, safe to open in a spreadsheet: a cell that would start a
 * formula gets a leading apostrophe (words are the family's own, and a file is opened by others),
 * and a cell with a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV record, ended with CRLF as RFC 4180 says. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

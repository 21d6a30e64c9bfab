/**
 * The days the history's addresses may name: a real YYYY-MM-DD day of the years 1 to 9999 (the
 * database keeps no year 0, and JavaScript's Date.UTC would read years below 100 as 19xx).
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first instant of the UTC day `text` names, or null when it isn't a real day of those years. */
export function startOfCalendarDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(0);
  start.setUTCFullYear(y, m - 1, d);
  if (y < 1 || start.getUTCFullYear() !== y || start.getUTCMonth() !== m - 1 || start.getUTCDate() !== d) return null;
  return start;
}

/** Whether an instant read from an address lies within those years (so the database can hold it). */
export function withinCalendarYears(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return !Number.isNaN(instant.getTime()) && year >= 1 && year <= 9999;
}

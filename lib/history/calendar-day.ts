/**
 * The instants the history's files and addresses may hold: those of the years 1 to 9999 (the
 * database keeps no year 0). Days are read and written by lib/time/family-time.ts, in a zone.
 */

/** Whether an instant read from an address lies within those years (so the database can hold it). */
export function withinCalendarYears(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return !Number.isNaN(instant.getTime()) && year >= 1 && year <= 9999;
}

/** The first instant the database keeps: midnight UTC, 1 January of year 1. */
const FIRST_KEPT = new Date("0001-01-01T00:00:00.000Z");

/**
 * A bound for a query, within those years: a day of year 1 starts before year 1's first UTC
 * instant in a zone east of UTC, and PostgreSQL keeps no year 0 (nothing comes earlier anyway).
 */
export function fromFirstKept(instant: Date): Date {
  return instant < FIRST_KEPT ? FIRST_KEPT : instant;
}

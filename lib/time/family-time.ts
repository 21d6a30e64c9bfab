/**
 * The family's own time: every date and day the app shows, prints or groups by is read in a time
 * zone (an IANA name such as "Europe/London" or "Australia/Sydney"), never in the server's zone
 * and never in UTC unless the family is there. One place says how an instant is written and which
 * calendar day it falls on; pages, the booklet and the history's queries ask it.
 */

/** The zone of anything that has none yet (decks and accounts made before zones were kept). */
export const DEFAULT_TIME_ZONE = "UTC";

const LOCALE = "en-GB";
/** Zones this runtime has accepted (only real ones are kept, so the set is bounded by the zones there are). */
const accepted = new Set<string>(["UTC", ...Intl.supportedValuesOf("timeZone")]);

/**
 * Whether `name` is a time zone this runtime knows: an IANA name, old or new ("Asia/Kathmandu" and
 * "Asia/Katmandu" both, as browsers report either), or "UTC".
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== "string" || name.length === 0 || name.length > 64) return false;
  if (accepted.has(name)) return true;
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: name });
  } catch {
    return false;
  }
  accepted.add(name);
  return true;
}

/** Every time zone a family may choose, as IANA names, "UTC" first. */
export function timeZoneNames(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone")];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

/** The formats of one zone, made once per zone (Intl formatters are costly to make, cheap to use). */
function formatsOf(zone: string) {
  const f = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone });
  return {
    /** "1 Dec 2026, 19:02" */
    dayAndTime: f({ dateStyle: "medium", timeStyle: "short" }),
    /** "Tue 1 Dec, 19:02" */
    weekdayAndTime: f({ weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    /** "19:02" */
    time: f({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    /** "1 December 2026" */
    day: f({ day: "numeric", month: "long", year: "numeric" }),
    /** "1 Dec 2026" */
    shortDay: f({ day: "numeric", month: "short", year: "numeric" }),
    /** "Tuesday 1 December 2026" */
    dayHeading: f({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    /** "December 2026" */
    month: f({ month: "long", year: "numeric" }),
    /** The parts of the calendar day and the wall-clock time (for days and offsets). */
    parts: f({ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }),
  };
}

const formats = new Map<string, ReturnType<typeof formatsOf>>();

function formatsFor(zone: string) {
  const name = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  let found = formats.get(name);
  if (!found) formats.set(name, (found = formatsOf(name)));
  return found;
}

/** The wall-clock reading of an instant in a zone, as numbers. */
function wallClock(instant: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatsFor(zone).parts.formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's clocks are ahead of UTC at this instant, in minutes (negative behind). */
export function offsetMinutes(instant: Date, zone: string): number {
  const c = wallClock(instant, zone);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(c.year, c.month - 1, c.day);
  asUtc.setUTCHours(c.hour, c.minute, c.second, 0);
  return Math.round((asUtc.getTime() - (instant.getTime() - instant.getUTCMilliseconds())) / MINUTE_MS);
}

/** Whether `text` is a real calendar day written "YYYY-MM-DD", of the years 1 to 9999 (the years the database keeps). */
export function isCalendarDay(text: string): boolean {
  return startOfDayIn(text, DEFAULT_TIME_ZONE) !== null;
}

/** The calendar day an instant falls on in a zone, as "YYYY-MM-DD". */
export function calendarDayIn(instant: Date, zone: string): string {
  const c = wallClock(instant, zone);
  return `${String(c.year).padStart(4, "0")}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
}

/**
 * The first instant of a calendar day ("YYYY-MM-DD") in a zone: its local midnight, or the first
 * moment after it where a clock change skips midnight. Null when the text is not a real day of the
 * years 1 to 9999.
 */
export function startOfDayIn(day: string, zone: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnightUtc = new Date(0);
  midnightUtc.setUTCFullYear(y, m - 1, d);
  if (y < 1 || y > 9999 || midnightUtc.getUTCFullYear() !== y || midnightUtc.getUTCMonth() !== m - 1 || midnightUtc.getUTCDate() !== d) return null;
  // Local midnight is UTC midnight less the zone's offset then; the offset is read twice because
  // it may itself change between the two readings (a clock change near midnight).
  let guess = new Date(midnightUtc.getTime() - offsetMinutes(midnightUtc, zone) * MINUTE_MS);
  guess = new Date(midnightUtc.getTime() - offsetMinutes(guess, zone) * MINUTE_MS);
  // Where the clocks skip midnight, the day starts at the first instant that is on it.
  while (calendarDayIn(guess, zone) < day) guess = new Date(guess.getTime() + 15 * MINUTE_MS);
  return guess;
}

/** The first instant of the day after `day` in a zone (the end of `day`, not included). */
export function startOfNextDayIn(day: string, zone: string): Date | null {
  const start = startOfDayIn(day, zone);
  if (!start) return null;
  // 26 hours on is always within the next day (no day is longer than 25 hours).
  return startOfDayIn(calendarDayIn(new Date(start.getTime() + 26 * 60 * MINUTE_MS), zone), zone);
}

/** A zone's name as people read it: "America/New York", "UTC". */
export function zoneName(zone: string): string {
  return zone.replaceAll("_", " ");
}

/** How far the zone's clocks are ahead of UTC at this instant, to the second (old local mean times have seconds), in ms. */
function offsetMs(instant: Date, zone: string): number {
  const c = wallClock(instant, zone);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(c.year, c.month - 1, c.day);
  asUtc.setUTCHours(c.hour, c.minute, c.second, 0);
  return asUtc.getTime() - (instant.getTime() - instant.getUTCMilliseconds());
}

const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Writes instants as "2026-11-30 18:04:05", their wall-clock reading in a zone (as spreadsheets
 * read a date and time), for a whole export at little cost: the zone's offset is read at the start
 * and end of each UTC day met (two readings a day, kept while this writer lives) and used for every
 * instant of that day when both agree; on a day with a clock change, at the instant itself. Each
 * instant then costs an addition and an ISO string.
 */
function stamper(zone: string): (instant: Date) => string {
  const dayOffsets = new Map<number, number | null>();
  return (instant) => {
    const t = instant.getTime();
    const day = Math.floor(t / DAY_MS);
    let offset = dayOffsets.get(day);
    if (offset === undefined) {
      const [start, end] = [offsetMs(new Date(day * DAY_MS), zone), offsetMs(new Date((day + 1) * DAY_MS - 1), zone)];
      dayOffsets.set(day, (offset = start === end ? start : null));
    }
    const iso = new Date(t + (offset ?? offsetMs(instant, zone))).toISOString();
    if (iso.length === 24) return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
    // A wall clock outside the years 0 to 9999 (an instant at the very edge of year 1 or 9999).
    const c = wallClock(instant, zone);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${calendarDayIn(instant, zone)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
  };
}

/**
 * How instants are written for a family in `zone`: each function takes an instant (or, the `…Of`
 * ones, a calendar day "YYYY-MM-DD" of that zone). With `named`, what it writes names the zone
 * ("19:02 (UTC)"): for a reader whose own zone isn't known yet, so a time in someone else's zone
 * never passes for theirs.
 */
export function familyTime(zone: string, { named = false }: { named?: boolean } = {}) {
  const f = formatsFor(zone);
  const name = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const say = named ? (text: string) => `${text} (${zoneName(name)})` : (text: string) => text;
  const stamp = stamper(name);
  const startOf = (day: string) => {
    const start = startOfDayIn(day, name);
    if (!start) throw new RangeError(`${day} isn't a calendar day.`);
    return start;
  };
  return {
    zone: name,
    /** Whether what it writes names the zone. */
    named,
    /** "1 Dec 2026, 19:02" */
    dayAndTime: (instant: Date) => say(f.dayAndTime.format(instant)),
    /** "Tue 1 Dec, 19:02" */
    weekdayAndTime: (instant: Date) => say(f.weekdayAndTime.format(instant)),
    /** "19:02" */
    time: (instant: Date) => say(f.time.format(instant)),
    /** "1 December 2026" */
    day: (instant: Date) => say(f.day.format(instant)),
    /** "1 Dec 2026" */
    shortDay: (instant: Date) => say(f.shortDay.format(instant)),
    /** "Tuesday 1 December 2026" */
    dayHeading: (instant: Date) => say(f.dayHeading.format(instant)),
    /** "December 2026" */
    month: (instant: Date) => say(f.month.format(instant)),
    /** "2026-12-01": the calendar day the instant falls on. */
    calendarDay: (instant: Date) => calendarDayIn(instant, name),
    /** "2026-12-01 19:02:05", for spreadsheets (never named: a column says its zone); cheap for many instants. */
    stamp,
    /** "1 December 2026" for the day "2026-12-01". */
    dayOf: (day: string) => say(f.day.format(startOf(day))),
    /** "Tuesday 1 December 2026" for the day "2026-12-01". */
    dayHeadingOf: (day: string) => say(f.dayHeading.format(startOf(day))),
    /** "December 2026" for the month "2026-12". */
    monthOf: (month: string) => say(f.month.format(startOf(`${month}-01`))),
  };
}

export type FamilyTime = ReturnType<typeof familyTime>;

/**
 * The time a person reads: their account's zone once it is known; until then `fallback` (the
 * deck's zone on a deck's pages, else UTC), named in everything written, so nothing claims to be
 * their time that isn't.
 */
export function readerTime(accountZone: string | null | undefined, fallback: string = DEFAULT_TIME_ZONE): FamilyTime {
  return accountZone && isTimeZone(accountZone) ? familyTime(accountZone) : familyTime(fallback, { named: true });
}

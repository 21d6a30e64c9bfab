/**
 * Who plays each seat: a device (a person seat under PERSON control), a bot (a bot seat, or a
 * person seat the host gave to a bot), or nobody (REMOVED). When a seat's turn or words would keep
 * the table waiting for nobody, the judge acts for it so no game stalls. The seats are data the
 * judge's step replaces (judge-step.ts); `seatBook` reads them.
 */
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import type { Presence } from "../judge-types";
import type { SeatControl } from "../protocol";

/** A device gone this long is away: its seat's cards are turned (and words written) for it. */
export const AWAY_AFTER_MS = 15_000;

export interface Seats {
  /** Each person seat's control. */
  readonly controls: Readonly<Record<string, SeatControl>>;
  readonly presences: Readonly<Record<string, Presence>>;
  /** Since when (server ms) a person seat's device has been gone; a seat never seen counts from the judge's start. */
  readonly goneSince: Readonly<Record<string, number>>;
}

export function seatsAtStart(setup: ScreenGameSetup, stored: Record<string, SeatControl>, startedAt: number): Seats {
  const people = setup.seats.filter((s) => s.kind === "person");
  return {
    controls: Object.fromEntries(people.map((s) => [s.id, stored[s.id] ?? "PERSON"])),
    presences: Object.fromEntries(people.map((s) => [s.id, { seatId: s.id, connected: false, oneWayMs: null }])),
    goneSince: Object.fromEntries(people.map((s) => [s.id, startedAt])),
  };
}

export function withControl(seats: Seats, seatId: string, control: SeatControl): Seats {
  return { ...seats, controls: { ...seats.controls, [seatId]: control } };
}

/** A seat's device came or went: gone since it was seen leaving (the realtime layer's `leftAt`;
 *  now, for a caller that doesn't say). */
export function withPresence(seats: Seats, presence: Presence, now: number): Seats {
  if (!(presence.seatId in seats.controls)) return seats;
  const leaving = !presence.connected && (presence.leftAt !== undefined || seats.presences[presence.seatId]?.connected);
  return {
    ...seats,
    presences: { ...seats.presences, [presence.seatId]: presence },
    goneSince: leaving ? { ...seats.goneSince, [presence.seatId]: presence.leftAt ?? now } : seats.goneSince,
  };
}

/** Each seats' book, made once: the seats are data the judge replaces, never changes, and it reads
 *  them several times for every move (in the 400-room benchmark making them again was 1.4 % of the
 *  server's CPU). */
const books = new WeakMap<Seats, { setup: ScreenGameSetup; book: SeatBook }>();

/** What the seats say, for the judge and the table's host. */
export function seatBook(setup: ScreenGameSetup, seats: Seats): SeatBook {
  const known = books.get(seats);
  if (known?.setup === setup) return known.book;
  const book = makeSeatBook(setup, seats);
  books.set(seats, { setup, book });
  return book;
}

function makeSeatBook(setup: ScreenGameSetup, seats: Seats) {
  const seat = (seatId: string) => setup.seats.find((s) => s.id === seatId);
  const controlOf = (seatId: string): SeatControl | undefined => seats.controls[seatId];
  const botPlays = (seatId: string) => seat(seatId)?.kind === "bot" || controlOf(seatId) === "BOT";
  return {
    seat,
    isPerson: (seatId: string) => controlOf(seatId) !== undefined,
    /** Played from a device: the only seats whose intents are taken. */
    devicePlays: (seatId: string) => controlOf(seatId) === "PERSON",
    botPlays,
    /** From when (server ms) the judge turns this seat's cards and writes its words, or null while its device does. */
    actsForFrom(seatId: string): number | null {
      if (botPlays(seatId) || controlOf(seatId) === "REMOVED") return Number.NEGATIVE_INFINITY;
      if (seats.presences[seatId]?.connected) return null;
      return (seats.goneSince[seatId] ?? 0) + AWAY_AFTER_MS;
    },
    /** The person seats a bot plays now: their words are the bot's. */
    botPlayedPeople: (): ReadonlySet<string> => new Set(Object.entries(seats.controls).flatMap(([seatId, control]) => (control === "BOT" ? [seatId] : []))),
    presences: (): Presence[] => Object.values(seats.presences),
  };
}

export type SeatBook = ReturnType<typeof makeSeatBook>;

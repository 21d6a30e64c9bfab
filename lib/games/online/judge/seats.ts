/**
 * Who plays each seat: a device (a person seat under PERSON control), a bot (a bot seat, or a
 * person seat the host gave to a bot), or nobody (REMOVED). When a seat's turn or words would keep
 * the table waiting for nobody, the judge acts for it so no game stalls.
 */
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import type { Presence } from "../judge-types";
import type { SeatControl } from "../protocol";

/** A device gone this long is away: its seat's cards are turned (and words written) for it. */
export const AWAY_AFTER_MS = 15_000;

export function seatBook(setup: ScreenGameSetup, stored: Record<string, SeatControl>, startedAt: number) {
  const people = setup.seats.filter((s) => s.kind === "person");
  const controls = new Map(people.map((s) => [s.id, stored[s.id] ?? "PERSON"]));
  const presences = new Map<string, Presence>(people.map((s) => [s.id, { seatId: s.id, connected: false, oneWayMs: null }]));
  /** Since when (server ms) a person seat's device has been gone; a seat never seen counts from the judge's start. */
  const goneSince = new Map<string, number>(people.map((s) => [s.id, startedAt]));

  const seat = (seatId: string) => setup.seats.find((s) => s.id === seatId);
  const botPlays = (seatId: string) => seat(seatId)?.kind === "bot" || controls.get(seatId) === "BOT";

  return {
    seat,
    isPerson: (seatId: string) => controls.has(seatId),
    /** Played from a device: the only seats whose intents are taken. */
    devicePlays: (seatId: string) => controls.get(seatId) === "PERSON",
    botPlays,
    /** From when (server ms) the judge turns this seat's cards and writes its words, or null while its device does. */
    actsForFrom(seatId: string): number | null {
      const control = controls.get(seatId);
      if (botPlays(seatId) || control === "REMOVED") return Number.NEGATIVE_INFINITY;
      if (presences.get(seatId)?.connected) return null;
      return (goneSince.get(seatId) ?? 0) + AWAY_AFTER_MS;
    },
    setControl(seatId: string, control: SeatControl) {
      controls.set(seatId, control);
    },
    setPresence(presence: Presence, now: number) {
      if (!controls.has(presence.seatId)) return;
      const was = presences.get(presence.seatId);
      if (!presence.connected && was?.connected) goneSince.set(presence.seatId, now);
      presences.set(presence.seatId, presence);
    },
    controls: (): Record<string, SeatControl> => Object.fromEntries(controls),
    /** The person seats a bot plays now: their words are the bot's. */
    botPlayedPeople: (): ReadonlySet<string> => new Set([...controls].filter(([, control]) => control === "BOT").map(([seatId]) => seatId)),
    presences: (): Presence[] => [...presences.values()],
  };
}

export type SeatBook = ReturnType<typeof seatBook>;

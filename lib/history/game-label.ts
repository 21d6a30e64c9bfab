/**
 * How a game is named and how its life is told, the same on every page that lists games (the deck
 * page, the games list, a player's page, the timeline): "Game 7 · Tue 1 Dec, 19:02 · 14 min · Sam,
 * Gran, 2 bots", and "Ended early: Sam had most cards". Pure: the pages pass the game's summary,
 * the reader's time and, for a game's life, the moment it is asked at.
 */
import type { EndReason } from "@/lib/rules";
import type { FamilyTime } from "@/lib/time/family-time";

/** A game nobody has touched for this long is left unfinished (docs/rules.md, "A game's life"). */
export const LEFT_UNFINISHED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * playing: still going on; finished: played to its end (or a table session ended); endedEarly:
 * someone ended it with the result as it stood; leftUnfinished: nobody touched it for a week. A
 * game left unfinished keeps everything it had (its snaps and words count) and can still be
 * replayed; should somebody carry it on after all, it is playing again.
 */
export type GameLife = "playing" | "finished" | "endedEarly" | "leftUnfinished";

export interface GameLifeFacts {
  status: "PLAYING" | "OVER";
  endReason: EndReason | null;
  createdAt: Date;
  /** When its latest move was recorded (null before the first: then its start counts). */
  lastMoveAt: Date | null;
}

/** The one place a game's life is decided. */
export function gameLife(game: GameLifeFacts, now: Date): GameLife {
  if (game.status === "OVER") return game.endReason === "endedEarly" ? "endedEarly" : "finished";
  const touched = game.lastMoveAt ?? game.createdAt;
  return now.getTime() - touched.getTime() >= LEFT_UNFINISHED_AFTER_MS ? "leftUnfinished" : "playing";
}

/** What the label and the outcome need of a game's summary (lib/games/screen/queries.ts). */
export interface LabelledGame {
  number: number;
  createdAt: Date;
  durationMs: number | null;
  /** The people who played, by name, in seat order. */
  people: string[];
  bots: number;
  life: GameLife;
  winners: string[];
  loser: string | null;
  /** Irish Snap: most cards loses, fewest wins. */
  mostCardsLose: boolean;
}

/** "14 min", "40 s", "1 h 5 min": how long a game went on, to the minute once it is a minute long. */
export function howLong(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return h > 0 ? `${h} h${m > 0 ? ` ${m} min` : ""}` : `${m} min`;
}

/** "Sam and Gran", "Sam, Gran and Pip". */
function listOfNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Who sat at the game: "Sam, Gran, 2 bots". */
export function whoPlayed(game: Pick<LabelledGame, "people" | "bots">): string {
  const bots = game.bots === 0 ? [] : [game.bots === 1 ? "1 bot" : `${game.bots} bots`];
  return [...game.people, ...bots].join(", ");
}

/** "Game 7 · Tue 1 Dec, 19:02 · 14 min · Sam, Gran, 2 bots", its date and time in the reader's zone. */
export function gameLabel(game: LabelledGame, time: FamilyTime): string {
  const who = whoPlayed(game);
  return [`Game ${game.number}`, time.weekdayAndTime(game.createdAt), game.durationMs === null ? null : howLong(game.durationMs), who || null]
    .filter((part) => part !== null)
    .join(" · ");
}

/** How the game stands or ended: "In progress", "Left unfinished", "Ended early: Sam had most cards", "Won by Sam", "Gran lost". */
export function gameOutcome(game: LabelledGame): string {
  switch (game.life) {
    case "playing":
      return "In progress";
    case "leftUnfinished":
      return "Left unfinished";
    case "endedEarly": {
      if (game.mostCardsLose) return game.loser ? `Ended early: ${game.loser} had most cards and lost` : "Ended early: nobody had more cards than the rest";
      return game.winners.length > 0 ? `Ended early: ${listOfNames(game.winners)} had most cards` : "Ended early";
    }
    case "finished":
      if (game.loser) return `${game.loser} lost`;
      return game.winners.length > 0 ? `Won by ${listOfNames(game.winners)}` : "Finished";
  }
}

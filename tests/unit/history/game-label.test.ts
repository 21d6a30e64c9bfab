import { describe, expect, it } from "vitest";
import { gameLabel, gameLife, gameOutcome, howLong, LEFT_UNFINISHED_AFTER_MS, type LabelledGame } from "@/lib/history/game-label";
import { familyTime } from "@/lib/time/family-time";

const started = new Date("2026-12-01T19:02:00Z");
const day = 24 * 60 * 60 * 1000;
/** The pretend clock: `days` after the game's start. */
const after = (days: number, extraMs = 0) => new Date(started.getTime() + days * day + extraMs);

const game = (over: Partial<LabelledGame> = {}): LabelledGame => ({
  number: 7,
  createdAt: started,
  durationMs: 14 * 60_000,
  people: ["Sam", "Gran"],
  bots: 2,
  life: "finished",
  winners: ["Sam"],
  loser: null,
  mostCardsLose: false,
  ...over,
});

describe("a game's life", () => {
  it("a game nobody touched for a week is left unfinished", () => {
    const lastMoveAt = after(1);
    const playing = { status: "PLAYING" as const, endReason: null, createdAt: started, lastMoveAt };
    expect(gameLife(playing, after(1 + 6))).toBe("playing");
    expect(gameLife(playing, new Date(lastMoveAt.getTime() + LEFT_UNFINISHED_AFTER_MS - 1))).toBe("playing");
    expect(gameLife(playing, new Date(lastMoveAt.getTime() + LEFT_UNFINISHED_AFTER_MS))).toBe("leftUnfinished");
  });

  it("a game with no move yet counts from when it was started", () => {
    const untouched = { status: "PLAYING" as const, endReason: null, createdAt: started, lastMoveAt: null };
    expect(gameLife(untouched, after(6))).toBe("playing");
    expect(gameLife(untouched, after(8))).toBe("leftUnfinished");
  });

  it("a game that ended stays ended however long ago: finished, or ended early", () => {
    expect(gameLife({ status: "OVER", endReason: "lastPlayer", createdAt: started, lastMoveAt: started }, after(400))).toBe("finished");
    expect(gameLife({ status: "OVER", endReason: "endedEarly", createdAt: started, lastMoveAt: started }, after(400))).toBe("endedEarly");
    expect(gameLife({ status: "OVER", endReason: null, createdAt: started, lastMoveAt: null }, after(400))).toBe("finished");
  });
});

describe("a game's label", () => {
  it("numbers and dates each game so three games of one evening can be told apart", () => {
    expect(gameLabel(game(), familyTime("UTC"))).toBe("Game 7 · Tue 1 Dec, 19:02 · 14 min · Sam, Gran, 2 bots");
  });

  it("dates it in the reader's time zone", () => {
    expect(gameLabel(game(), familyTime("Australia/Sydney"))).toBe("Game 7 · Wed 2 Dec, 06:02 · 14 min · Sam, Gran, 2 bots");
  });

  it("leaves out what it doesn't know yet, and says one bot", () => {
    expect(gameLabel(game({ durationMs: null, people: ["Mum"], bots: 1 }), familyTime("UTC"))).toBe("Game 7 · Tue 1 Dec, 19:02 · Mum, 1 bot");
    expect(howLong(40_000)).toBe("40 s");
    expect(howLong(65 * 60_000)).toBe("1 h 5 min");
  });

  it("says how the game stands or ended, in the family's words", () => {
    expect(gameOutcome(game({ life: "endedEarly" }))).toBe("Ended early: Sam had most cards");
    expect(gameOutcome(game({ life: "endedEarly", winners: ["Sam", "Gran"] }))).toBe("Ended early: Sam and Gran had most cards");
    expect(gameOutcome(game({ life: "endedEarly", winners: ["Sam"], loser: "Gran", mostCardsLose: true }))).toBe("Ended early: Gran had most cards and lost");
    expect(gameOutcome(game({ life: "leftUnfinished" }))).toBe("Left unfinished");
    expect(gameOutcome(game({ life: "playing" }))).toBe("In progress");
    expect(gameOutcome(game())).toBe("Won by Sam");
    expect(gameOutcome(game({ loser: "Gran", winners: ["Sam", "Pip"] }))).toBe("Gran lost");
  });
});

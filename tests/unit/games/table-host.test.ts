import { describe, expect, test } from "vitest";
import { seatBook, seatsAtStart } from "@/lib/games/online/judge/seats";
import { TOLERANCE_MS } from "@/lib/games/online/judge/fairness";
import { checkpointAfter } from "@/lib/games/screen/replay-game";
import { rulesFor, type ScreenGameSetup } from "@/lib/games/screen/setup";
import { cardOnScreen } from "@/lib/games/table-host/card-at-table";
import { AUTO_TURN_MS, BOT_TURN_MS, plannedMoves, screenSeats, type Table } from "@/lib/games/table-host/planned-moves";
import type { GameAction } from "@/lib/rules";
import { bots, person, sameRankDeck, setupOf } from "../online/judge-helpers";

const NOW = 50_000;

/** A table where `moves` were played: on one device (every seat at the one screen) unless told otherwise. */
function tableAfter(setup: ScreenGameSetup, moves: GameAction[], overrides: Partial<Table> = {}): Table {
  const { state } = checkpointAfter(setup, moves);
  return {
    rules: rulesFor(setup),
    setup,
    state,
    seats: screenSeats(setup),
    card: cardOnScreen(state, NOW - 100, false),
    now: NOW,
    gameNow: NOW,
    slowestReachMs: 0,
    wordsDueAt: null,
    ...overrides,
  };
}

const ann = person("ann");
const snapOnTable = (setup: ScreenGameSetup): GameAction[] => [
  { type: "turn", playerId: setup.seats[0]!.id, atMs: 1_000 },
  { type: "turn", playerId: setup.seats[1]!.id, atMs: 2_000 },
];

describe("the table's host: one schedule for every table", () => {
  test("a bot shouts at a snap its reaction time after the card was shown, on one device and online alike", () => {
    const setup = setupOf("classic", bots("quick", "normal"), { deck: sameRankDeck(12) });
    const moves = snapOnTable(setup);
    const screen = plannedMoves(tableAfter(setup, moves));
    const online = plannedMoves(tableAfter(setup, moves, { seats: seatBook(setup, seatsAtStart(setup, {}, 0)), now: 9_000_100, card: { ...cardOnScreen(checkpointAfter(setup, moves).state, 9_000_000, false) } }));
    const shoutsOf = (planned: typeof screen, shownAt: number) => planned.flatMap((m) => (m.type === "shout" ? [{ seatId: m.seatId, call: m.call, after: m.at - shownAt }] : []));
    expect(shoutsOf(screen, NOW - 100).length).toBeGreaterThan(0);
    expect(shoutsOf(online, 9_000_000)).toEqual(shoutsOf(screen, NOW - 100));
  });

  test("no bot shouts at a card whose shouting has closed", () => {
    const setup = setupOf("classic", bots("quick", "normal"), { deck: sameRankDeck(12) });
    const table = tableAfter(setup, snapOnTable(setup));
    const decided = plannedMoves({ ...table, card: { ...table.card!, decided: true } });
    expect(decided.filter((m) => m.type === "shout")).toEqual([]);
  });

  test("a bot turns its card a moment after it is its turn; a person turns their own", () => {
    const botFirst = setupOf("classic", [...bots("quick"), ann]);
    expect(plannedMoves(tableAfter(botFirst, []))).toContainEqual({ type: "turn", seatId: "bot-1", at: NOW + BOT_TURN_MS });
    const annFirst = setupOf("classic", [ann, ...bots("quick")]);
    expect(plannedMoves(tableAfter(annFirst, [])).filter((m) => m.type === "turn")).toEqual([]);
  });

  test("a table that turns cards by itself turns a person's card for them after a while", () => {
    const setup = setupOf("classic", [ann, ...bots("quick")]);
    expect(plannedMoves(tableAfter(setup, [], { autoTurnMs: AUTO_TURN_MS }))).toContainEqual({ type: "turn", seatId: "ann", at: NOW + AUTO_TURN_MS });
  });

  test("on one device the shouting closes a tie window and a frame after the first right shout", () => {
    const setup = setupOf("classic", [ann, person("ben")], { deck: sameRankDeck(12) });
    const moves: GameAction[] = [...snapOnTable(setup), { type: "shout", playerId: "ann", call: "Snap", reactionMs: 300, atMs: 2_300 }];
    const { state } = checkpointAfter(setup, moves);
    expect(state.phase).toBe("shouts");
    const table = tableAfter(setup, moves, { card: cardOnScreen(state, 2_000, false), now: 2_301, gameNow: 2_301 });
    expect(plannedMoves(table)).toEqual([{ type: "resolveShouts", at: 2_300 + state.tieWindowMs + TOLERANCE_MS }]);
  });

  test("an online table waits for a faster shout from the farthest device before it closes the shouting", () => {
    const setup = setupOf("classic", [ann, person("ben")], { deck: sameRankDeck(12) });
    const moves: GameAction[] = [...snapOnTable(setup), { type: "shout", playerId: "ann", call: "Snap", reactionMs: 300, atMs: 2_300 }];
    const { state } = checkpointAfter(setup, moves);
    const near = plannedMoves(tableAfter(setup, moves, { seats: seatBook(setup, seatsAtStart(setup, {}, 0)), card: cardOnScreen(state, 2_000, false), now: 2_301 }));
    const far = plannedMoves(tableAfter(setup, moves, { seats: seatBook(setup, seatsAtStart(setup, {}, 0)), card: cardOnScreen(state, 2_000, false), now: 2_301, slowestReachMs: 120 }));
    expect(far[0]!.at - near[0]!.at).toBe(120);
  });

  test("a timed game is ended just after its time is up, only while a card may be turned", () => {
    const setup = setupOf("classic", [ann, person("ben")], { deck: sameRankDeck(12), timeLimitMs: 60_000 });
    const { state } = checkpointAfter(setup, []);
    const table = tableAfter(setup, [], { now: state.startedAtMs + 10_000, gameNow: state.startedAtMs + 10_000 });
    expect(plannedMoves(table)).toEqual([{ type: "tick", at: state.startedAtMs + 60_005 }]);
  });
});

import { describe, expect, it } from "vitest";
import { RuleError } from "@/lib/rules/errors";
import { applyClassicAction, startClassicGame } from "@/lib/rules/classic-game";
import { applyIrishAction, startIrishGame } from "@/lib/rules/irish-game";
import { applyLegacyAction, startLegacyGame } from "@/lib/rules/legacy-game";
import { applyTableAction, startTableGame } from "@/lib/rules/table-game";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, shout, turn } from "./helpers";

const end = { type: "end" } as const;

/** Snap Legacy with hands the test sets (hand[0] is turned first). */
function legacyWith(hands: Card[][]) {
  const { state } = startLegacyGame({ players: players(hands.length), deck: hands.flat(), seed: 7, atMs: 0 });
  state.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
  return state;
}

const playLegacy = playerOf(applyLegacyAction);

describe("Ending a game early", () => {
  it("ends the game with the result as it stands: whoever holds most cards wins", () => {
    const state = legacyWith([[card("a1", "2"), card("a2", "3"), card("a3", "4")], [card("b1", "5"), card("b2", "6")]]);
    const { state: after, events } = playLegacy(state, turn("p1"), end);
    expect(after.phase).toBe("over");
    expect(after.endReason).toBe("endedEarly");
    expect(events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p1"], reason: "endedEarly", cardCounts: { p1: 3, p2: 2 } });
  });

  it("players holding as many cards as each other share the win", () => {
    const state = legacyWith([[card("a1", "2"), card("a2", "3")], [card("b1", "5"), card("b2", "6")]]);
    const { events } = playLegacy(state, end);
    expect(events).toEqual([expect.objectContaining({ type: "gameOver", winners: ["p1", "p2"], reason: "endedEarly" })]);
  });

  it("a snap winner still due to write words writes none: the cards stay blank", () => {
    const state = legacyWith([[card("a1", "9"), card("a2", "3")], [card("b1", "9"), card("b2", "2")]]);
    const won = playLegacy(state, turn("p1"), turn("p2"), shout("p2", "snap"), resolve).state;
    expect(won.phase).toBe("words");
    const { state: after, events } = playLegacy(won, end);
    expect(after.phase).toBe("over");
    expect(events.some((e) => e.type === "wordsWritten")).toBe(false);
    expect(after.winners).toEqual(["p2"]);
  });

  it("a game that is over can't be ended again, nor played on", () => {
    const over = playLegacy(legacyWith([[card("a1", "2")], [card("b1", "5")]]), end).state;
    expect(() => applyLegacyAction(over, { type: "end", atMs: over.nowMs + 1 })).toThrow(RuleError);
    expect(() => applyLegacyAction(over, { type: "turn", playerId: "p1", atMs: over.nowMs + 1 })).toThrow("The game is over.");
  });

  it("in Classic Snap and Table Snap, most cards wins", () => {
    const classic = startClassicGame({ players: players(2), deck: [card("a", "2"), card("b", "3"), card("c", "4")], seed: 1, atMs: 0 });
    const classicEnd = applyClassicAction(classic.state, { type: "end", atMs: 5 });
    expect(classicEnd.events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p1"], reason: "endedEarly", cardCounts: { p1: 2, p2: 1 } });

    const table = startTableGame({ players: players(2), deck: [card("a", "2"), card("b", "3"), card("c", "4")], seed: 1, atMs: 0 });
    const tableEnd = applyTableAction(table.state, { type: "end", atMs: 5 });
    expect(tableEnd.events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p1"], reason: "endedEarly" });
  });

  it("in Irish Snap, whoever holds most cards loses", () => {
    const irish = startIrishGame({ players: players(3), deck: [card("a", "2"), card("b", "3"), card("c", "4"), card("d", "5")], seed: 1, atMs: 0 });
    const { state, events } = playerOf(applyIrishAction)(irish.state, end);
    expect(state.loser).toBe("p1");
    expect(events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p2", "p3"], loser: "p1", reason: "endedEarly" });
  });
});

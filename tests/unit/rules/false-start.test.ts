import { describe, expect, it } from "vitest";
import { applyClassicAction, startClassicGame } from "@/lib/rules/classic-game";
import { RuleError } from "@/lib/rules/errors";
import { applyIrishAction, startIrishGame } from "@/lib/rules/irish-game";
import { applyLegacyAction, startLegacyGame } from "@/lib/rules/legacy-game";
import { DEFAULT_FALSE_START_MS } from "@/lib/rules/shouts";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, shout, turn } from "./helpers";

/** Two sevens meet on the second card turned. */
const sevens = (): Card[][] => [[card("a1", "7"), card("a2", "3")], [card("b1", "7", "hearts"), card("b2", "4")], [card("c1", "5"), card("c2", "6")]];

function legacyWith(hands: Card[][], falseStartMs?: number) {
  const { state } = startLegacyGame({ players: players(hands.length), deck: hands.flat(), seed: 7, atMs: 0, ...(falseStartMs === undefined ? {} : { falseStartMs }) });
  state.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
  return state;
}

const playLegacy = playerOf(applyLegacyAction);

describe("A false start", () => {
  const table = () => playLegacy(legacyWith(sevens(), DEFAULT_FALSE_START_MS), turn("p1"), turn("p2")).state;

  it("a right call faster than 100 ms is a false start: a wrong shout, and that player may not shout again this turn", () => {
    const { state, events } = playLegacy(table(), shout("p1", "snap", 99));
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p1", right: false, falseStart: true, reactionMs: 99 }));
    expect(state.players[0]?.lockedOut).toBe(true);
    expect(() => playLegacy(state, shout("p1", "snap", 400))).toThrow(RuleError);
  });

  it("a call at 100 ms or slower is judged as usual", () => {
    const { events } = playLegacy(table(), shout("p1", "snap", 100), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p1", right: true }));
    expect(events.find((e) => e.type === "shoutJudged")).not.toHaveProperty("falseStart");
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1" }));
  });

  it("someone else can still win the snap after a false start", () => {
    const { events } = playLegacy(table(), shout("p1", "snap", 20), shout("p2", "snap", 450), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p2" }));
  });

  it("a table may set its own floor", () => {
    const young = playLegacy(legacyWith(sevens(), 150), turn("p1"), turn("p2"), shout("p1", "snap", 140));
    expect(young.events).toContainEqual(expect.objectContaining({ type: "shoutJudged", right: false, falseStart: true }));
  });

  it("games without the rule (recorded before it) have no floor and replay as they were", () => {
    const old = playLegacy(legacyWith(sevens()), turn("p1"), turn("p2"), shout("p1", "snap", 5), resolve);
    expect(old.events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1" }));
  });

  it("in Classic Snap a false start is a false snap: the caller's pile goes to the centre as a snap pool", () => {
    const playClassic = playerOf(applyClassicAction);
    const hands = sevens();
    const { state: dealt } = startClassicGame({ players: players(3), deck: hands.flat(), seed: 11, atMs: 0, variant: {}, falseStartMs: DEFAULT_FALSE_START_MS });
    dealt.players.forEach((player, seat) => (player.faceDown = structuredClone(hands[seat] ?? [])));
    const { state, events } = playClassic(dealt, turn("p1"), turn("p2"), shout("p1", "snap", 50));
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p1", right: false, falseStart: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: "poolFormed", cardIds: ["a1"], reason: "falseSnap" }));
    expect(state.players[0]?.lockedOut).toBe(true);
  });

  it("in Irish Snap a false start at a due slap is a false slap: the slapper collects the pile", () => {
    const playIrish = playerOf(applyIrishAction);
    // The count goes Ace, 2, 3: the third card turned is a 3, so a slap is due.
    const hands: Card[][] = [[card("a1", "9"), card("a2", "3")], [card("b1", "8"), card("b2", "Q")]];
    const { state: dealt } = startIrishGame({ players: players(2), deck: hands.flat(), seed: 5, atMs: 0, falseStartMs: DEFAULT_FALSE_START_MS });
    dealt.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
    const due = playIrish(dealt, turn("p1"), turn("p2"), turn("p1")).state;
    expect(due.slapDue).toBe(true);
    const { events } = playIrish(due, { type: "shout", playerId: "p2", call: "slap", reactionMs: 60 });
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p2", right: false, falseStart: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: "pileCollected", playerId: "p2", reason: "falseSlap" }));
  });
});

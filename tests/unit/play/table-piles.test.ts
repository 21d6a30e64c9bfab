import { describe, expect, it } from "vitest";
import { tablePiles } from "@/lib/games/screen/table-piles";
import { openingStep, rulesFor, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import type { GameAction } from "@/lib/rules";
import { standardDeck, type LooseAction } from "../rules/helpers";

function setupFor(game: ScreenGameSetup["game"], classic: ScreenGameSetup["classic"] = null): ScreenGameSetup {
  const seats = ["mum", "dad", "kit"].map((id, i) => ({ id, name: id, colour: "#000", kind: "person" as const, animal: ["Cat", "Dog", "Cow"][i] }));
  return { game, seats, deck: standardDeck(), seed: 7, matchSuits: false, timeLimitMs: null, turnLimit: null, tieWindowMs: 20, falseStartMs: 100, matchesStay: true, calledPilesStay: true, classic };
}

/** Plays these actions, 10 ms apart, from the deal. */
function after(setup: ScreenGameSetup, actions: LooseAction[]): ScreenState {
  const rules = rulesFor(setup);
  let state = openingStep(setup).state;
  for (const action of actions) state = rules.apply(state, { ...action, atMs: state.nowMs + 10 } as GameAction).state;
  return state;
}

const turns = (...ids: string[]) => ids.map((playerId) => ({ type: "turn" as const, playerId }));
const classic = { pools: true, centrePile: false, onlyOwners: false, animals: false };

describe("the table as a screen draws it", () => {
  it("Snap Legacy: each seat's hand face down and its stack's top card", () => {
    const state = after(setupFor("legacy"), turns("mum"));
    const { seats } = tablePiles(state);
    expect(seats.map((s) => s.faceDown)).toEqual([17, 17, 17]);
    const stack = state.kind === "legacy" ? state.players[0]!.stack : [];
    expect(seats[0]!.faceUp).toEqual({ top: stack[0], count: 1 });
    expect(seats[1]!.faceUp).toBeNull();
    expect(seats[0]!.status).toBe("playing");
  });

  it("Classic Snap: a false snap's face-up pile lies in the centre as a snap pool, with its top card and count", () => {
    const state = after(setupFor("classic", classic), [...turns("mum", "dad", "kit"), { type: "shout", playerId: "dad", call: "snap", reactionMs: 300 }]);
    const piles = tablePiles(state);
    const pooled = state.kind === "classic" ? state.pools[0]! : null;
    expect(piles.pools).toEqual([{ id: "pool-1", top: pooled!.cards.at(-1), count: 1 }]);
    expect(piles.seats[1]!.faceUp).toBeNull();
    expect(piles.centrePile).toBeNull();
  });

  it("Classic Snap with a single centre pile: no face-up pile per seat, and the centre's two top cards", () => {
    const state = after(setupFor("classic", { ...classic, pools: false, centrePile: true }), turns("mum", "dad"));
    const piles = tablePiles(state);
    expect(piles.seats[0]!.faceUp).toBeUndefined();
    expect(piles.centrePile?.count).toBe(2);
    expect(piles.centrePile?.under).not.toBeNull();
  });

  it("Classic Snap's Animals: each seat's won cards are counted", () => {
    const state = after(setupFor("classic", { ...classic, pools: false, animals: true }), turns("mum"));
    expect(tablePiles(state).seats.map((s) => s.wonCount)).toEqual([0, 0, 0]);
  });

  it("Table Snap: a seat sitting out after a false snap, and its won pile face up", () => {
    const state = after(setupFor("table"), [...turns("mum", "dad"), { type: "shout", playerId: "kit", call: "snap", reactionMs: 300 }]);
    const piles = tablePiles(state);
    // Deal 7 turns no match with the first two cards, so Kit's snap is false.
    expect(piles.seats[2]!.sittingOut).toBe(true);
    expect(piles.seats[0]!.sittingOut).toBe(false);
    expect(piles.seats[0]!.won).toBeNull();
  });

  it("Irish Snap: the centre pile, the rank just called and the next rank to call", () => {
    const dealt = tablePiles(after(setupFor("irish"), []));
    expect(dealt.irish).toEqual({ top: null, count: 0, called: null, next: "A" });
    const state = after(setupFor("irish"), turns("mum"));
    const irish = tablePiles(state).irish!;
    expect(irish.count).toBe(1);
    expect(irish.called).toBe("A");
    expect(irish.next).toBe("2");
    expect(tablePiles(state).seats[0]!.faceUp).toBeUndefined();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classicRules, startClassicGame, type ClassicVariant } from "@/lib/rules/classic-game";
import { callText, normaliseShout, requiredCall } from "@/lib/rules/legacy";
import { legacyRules, startLegacyGame } from "@/lib/rules/legacy-game";
import { startTableGame, tableRules } from "@/lib/rules/table-game";
import type { BaseState, Card, GameEvent, Ruleset, Step } from "@/lib/rules/types";
import { players } from "./helpers";

/**
 * Random tables: a few players, short hands of a few ranks and words (so that matches are
 * common), and some cards turned with nobody shouting. Then one player shouts, and the engine's
 * judgement is compared with the rule worked out here from the cards turned: a call is right
 * exactly when some pair of tops on the table needs it, however long ago the pair was made.
 */
const RANKS = ["7", "8", "9"];
const SUITS = ["clubs", "hearts"];
const WORDS = [null, null, "Moon", "Sun", "Kite"];
const CALLS = ["snap", "Snap!", "moon", "Moon", "sun", "kite", "snap pool", "Cow", "Duck", "Pig", "Hen"];
const ANIMALS = { p1: "Cow", p2: "Duck", p3: "Pig", p4: "Hen" };

const cardSpec = fc.record({ rank: fc.constantFrom(...RANKS), suit: fc.constantFrom(...SUITS), word: fc.constantFrom(...WORDS) });
const tables = fc.record({
  hands: fc.array(fc.array(cardSpec, { minLength: 1, maxLength: 5 }), { minLength: 2, maxLength: 4 }),
  turns: fc.integer({ min: 1, max: 14 }),
  shouter: fc.nat(),
  call: fc.constantFrom(...CALLS),
});
type Table = typeof tables extends fc.Arbitrary<infer T> ? T : never;

function deckOf(hands: Table["hands"]): Card[][] {
  return hands.map((hand, seat) => hand.map((spec, i) => ({ id: `s${seat}c${i}`, ...spec })));
}

/** A card on top of a pile, and the turn it was turned on. */
interface Top {
  card: Card;
  turn: number;
}

/** The top card of every pile, from the events alone: the last card turned onto it, unless the
 *  pile has been taken up since. */
function topsFrom(events: GameEvent[]): Map<string, Top> {
  const tops = new Map<string, Top>();
  for (const event of events) {
    if (event.type === "cardTurned") tops.set(event.pile, { card: event.card, turn: event.turn });
    if (event.type === "stackTakenUp") tops.delete(event.playerId);
  }
  return tops;
}

function pairs<T>(items: T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));
}

/** Deals the hands as given, turns `turns` cards (each by the player whose turn it is) and returns
 *  the table with every event so far, or null when the game ended first. */
function tableAfter<S extends BaseState>(
  rules: Ruleset<S>,
  start: Step<S>,
  turns: number,
): { state: S; events: GameEvent[] } | null {
  let state = start.state;
  const events = [...start.events];
  for (let n = 0; n < turns && state.phase === "turn"; n++) {
    const step = rules.apply(state, { type: "turn", playerId: state.players[state.current]!.id, atMs: state.nowMs + 1000 });
    state = step.state;
    events.push(...step.events);
  }
  return state.phase === "turn" ? { state, events } : null;
}

/** Whether the engine judges this shout right. */
function judged<S extends BaseState>(rules: Ruleset<S>, state: S, playerId: string, call: string): boolean {
  const { events } = rules.apply(state, { type: "shout", playerId, call, reactionMs: 300, atMs: state.nowMs + 300 });
  const judgement = events.find((e) => e.type === "shoutJudged");
  if (judgement?.type !== "shoutJudged") throw new Error("the shout was not judged");
  return judgement.right;
}

function shouterOf(state: BaseState, pick: number): string {
  const playing = state.players.filter((p) => p.status === "playing");
  return playing[pick % playing.length]!.id;
}

const same = (a: string, b: string) => normaliseShout(a) === normaliseShout(b);

describe("A match stays a match until it is covered: a call is right exactly when some pair of tops needs it", () => {
  it("Snap Legacy, where of each pair the card turned earlier is the one already on the table", () => {
    fc.assert(
      fc.property(tables, fc.boolean(), ({ hands, turns, shouter, call }, matchSuits) => {
        const dealt = deckOf(hands);
        const suits = matchSuits && dealt.length === 2;
        const start = startLegacyGame({ players: players(dealt.length), deck: dealt.flat(), seed: 1, atMs: 0, matchSuits: suits });
        start.state.players.forEach((p, seat) => (p.hand = dealt[seat]!));
        const table = tableAfter(legacyRules(), start, turns);
        if (table === null) return;
        const needed = pairs([...topsFrom(table.events).values()]).flatMap(([a, b]) => {
          const [onTable, justPlayed] = a.turn < b.turn ? [a, b] : [b, a];
          const need = requiredCall(onTable.card, justPlayed.card, { matchSuits: suits });
          return need === null ? [] : [callText(need)];
        });
        const right = needed.some((need) => same(need, call));
        expect(judged(legacyRules(), table.state, shouterOf(table.state, shouter), call)).toBe(right);
      }),
      { numRuns: 400 },
    );
  });

  const variants: Array<[string, Partial<ClassicVariant>]> = [
    ["Classic Snap with snap pools", {}],
    ["Classic Snap without pools", { pools: false }],
    ["Classic Snap, only the owners of the matching piles", { onlyOwners: true }],
    ["Classic Snap, Animals: each owner calls the other's animal", { animals: ANIMALS }],
    ["Classic Snap, single centre pile: the pair is two consecutive cards", { centrePile: true }],
  ];

  it.each(variants)("%s", (_, variant) => {
    fc.assert(
      fc.property(tables, ({ hands, turns, shouter, call }) => {
        const dealt = deckOf(hands);
        const animals = variant.animals ? { animals: Object.fromEntries(players(dealt.length).map((p) => [p.id, ANIMALS[p.id as keyof typeof ANIMALS]])) } : {};
        const start = startClassicGame({ players: players(dealt.length), deck: dealt.flat(), seed: 1, atMs: 0, variant: { ...variant, ...animals } });
        start.state.players.forEach((p, seat) => (p.faceDown = dealt[seat]!));
        const table = tableAfter(classicRules, start, turns);
        if (table === null) return;
        const caller = shouterOf(table.state, shouter);
        const tops = topsFrom(table.events);
        let right: boolean;
        if (variant.centrePile) {
          const centre = table.events.flatMap((e) => (e.type === "cardTurned" ? [e.card] : []));
          right = same("snap", call) && centre.length >= 2 && centre.at(-1)!.rank === centre.at(-2)!.rank;
        } else {
          const matched = pairs([...tops.entries()]).filter(([[, a], [, b]]) => a.card.rank === b.card.rank);
          if (variant.animals) {
            const animalOf = (id: string) => animals.animals![id]!;
            right = matched.some(([[a], [b]]) => (a === caller && same(animalOf(b), call)) || (b === caller && same(animalOf(a), call)));
          } else {
            const callers = variant.onlyOwners ? matched.filter(([[a], [b]]) => a === caller || b === caller) : matched;
            right = same("snap", call) && callers.length > 0;
          }
        }
        expect(judged(classicRules, table.state, caller, call)).toBe(right);
      }),
      { numRuns: 300 },
    );
  });

  it("Table Snap", () => {
    fc.assert(
      fc.property(tables, ({ hands, turns, shouter, call }) => {
        const dealt = deckOf(hands);
        const start = startTableGame({ players: players(dealt.length), deck: dealt.flat(), seed: 1, atMs: 0 });
        start.state.players.forEach((p, seat) => (p.draw = dealt[seat]!));
        const table = tableAfter(tableRules, start, turns);
        if (table === null) return;
        const matched = pairs([...topsFrom(table.events).values()]).some(([a, b]) => a.card.rank === b.card.rank);
        expect(judged(tableRules, table.state, shouterOf(table.state, shouter), call)).toBe(same("snap", call) && matched);
      }),
      { numRuns: 300 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playBotGame, replay } from "@/lib/rules/bot-game";
import type { BotSettings, Pace } from "@/lib/rules/bots";
import { classicRules, startClassicGame, type ClassicVariant } from "@/lib/rules/classic-game";
import { irishRules, startIrishGame } from "@/lib/rules/irish-game";
import { legacyRules, startLegacyGame } from "@/lib/rules/legacy-game";
import { startTableGame, tableRules } from "@/lib/rules/table-game";
import type { BaseState, Card, GameAction, Ruleset, Step } from "@/lib/rules/types";
import { players, standardDeck } from "./helpers";

interface GameSetup {
  seed: number;
  playerCount: number;
  missing: number;
  wordCount: number;
  paces: Pace[];
  mistakeRate: number;
}

type AnyGame = { name: string; rules: Ruleset<BaseState>; start: (setup: GameSetup, deck: Card[]) => Step<BaseState> };

const TURN_LIMIT = 400;
const TIMEOUT_MS = 30_000;

function deckFor(setup: GameSetup): Card[] {
  const words = Object.fromEntries(standardDeck().slice(0, setup.wordCount).map((c, i) => [c.id, `Word${i % 7}`]));
  return standardDeck(words).slice(setup.missing);
}

const games: AnyGame[] = [
  {
    name: "Snap Legacy",
    rules: legacyRules() as unknown as Ruleset<BaseState>,
    start: (setup, deck) =>
      startLegacyGame({ players: players(setup.playerCount), deck, seed: setup.seed, atMs: 0, limits: { turns: TURN_LIMIT } }),
  },
  {
    name: "Snap Legacy, two players counting matching suits",
    rules: legacyRules() as unknown as Ruleset<BaseState>,
    start: (setup, deck) =>
      startLegacyGame({ players: players(2), deck, seed: setup.seed, atMs: 0, matchSuits: true, limits: { turns: TURN_LIMIT } }),
  },
  ...classicVariants().map(([name, variant]) => ({
    name,
    rules: classicRules as unknown as Ruleset<BaseState>,
    start: (setup: GameSetup, deck: Card[]) =>
      startClassicGame({ players: players(setup.playerCount), deck, seed: setup.seed, atMs: 0, limits: { turns: TURN_LIMIT }, variant }),
  })),
  {
    name: "Table Snap",
    rules: tableRules as unknown as Ruleset<BaseState>,
    start: (setup, deck) => startTableGame({ players: players(setup.playerCount), deck, seed: setup.seed, atMs: 0, limits: { turns: TURN_LIMIT } }),
  },
  {
    name: "Irish Snap",
    rules: irishRules as unknown as Ruleset<BaseState>,
    start: (setup, deck) => startIrishGame({ players: players(setup.playerCount), deck, seed: setup.seed, atMs: 0, limits: { turns: TURN_LIMIT } }),
  },
];

function classicVariants(): Array<[string, Partial<ClassicVariant>]> {
  const animals = { p1: "Cow", p2: "Duck", p3: "Pig", p4: "Hen" };
  return [
    ["Classic Snap with snap pools", {}],
    ["Classic Snap without pools", { pools: false }],
    ["Classic Snap, single centre pile", { centrePile: true }],
    ["Classic Snap, only owners may snap", { onlyOwners: true }],
    ["Classic Snap, Animals", { animals }],
  ];
}

const setups = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  playerCount: fc.integer({ min: 2, max: 4 }),
  missing: fc.integer({ min: 0, max: 2 }),
  wordCount: fc.integer({ min: 0, max: 52 }),
  paces: fc.array(fc.constantFrom<Pace>("relaxed", "normal", "quick"), { minLength: 4, maxLength: 4 }),
  mistakeRate: fc.double({ min: 0, max: 0.5, noNaN: true }),
});

function botsFor(setup: GameSetup): Record<string, BotSettings> {
  return Object.fromEntries(
    players(setup.playerCount).map((p, i) => [p.id, { pace: setup.paces[i] ?? "normal", mistakeRate: setup.mistakeRate, seed: setup.seed + i }]),
  );
}

const sortedIds = (cards: Card[]) => cards.map((c) => c.id).sort();

/** Freezes a state and everything in it, so that changing any of it in place throws. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

describe.each(games)("$name", ({ rules, start }) => {
  it("cards are conserved after every action of a bot game", () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const deck = deckFor(setup);
        const opening = start(setup, deck);
        const { actions } = playBotGame(rules, opening, botsFor(setup));
        let state = opening.state;
        const expected = sortedIds(deck);
        expect(sortedIds(rules.allCards(state))).toEqual(expected);
        for (const action of actions) {
          state = rules.apply(state, action).state;
          expect(sortedIds(rules.allCards(state))).toEqual(expected);
        }
      }),
      { numRuns: 5 },
    );
  }, TIMEOUT_MS);

  it("an action never changes the state it is given: every step of a bot game applies to a frozen state", () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const opening = start(setup, deckFor(setup));
        const game = playBotGame(rules, opening, botsFor(setup));
        let state = deepFreeze(structuredClone(opening.state));
        const events = [...opening.events];
        for (const action of game.actions) {
          const step = rules.apply(state, action);
          events.push(...step.events);
          state = deepFreeze(step.state);
        }
        expect(events).toEqual(game.events);
        expect(state).toEqual(game.state);
      }),
      { numRuns: 4 },
    );
  }, TIMEOUT_MS);

  it("nobody sees face-down cards: the table view keeps every count and hides every face-down card", () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const { state } = playBotGame(rules, start(setup, deckFor(setup)), botsFor(setup), { maxActions: 300 });
        const view = rules.tableView(state);
        expect(rules.cardCounts(view)).toEqual(rules.cardCounts(state));
        expect(view.rng).toBe(0);
        const shown = rules.allCards(view).filter((c) => !c.id.startsWith("face-down-"));
        const hidden = rules.allCards(view).length - shown.length;
        expect(shown.length + hidden).toBe(rules.allCards(state).length);
        expect(shown.every((c) => rules.allCards(state).some((real) => real.id === c.id))).toBe(true);
      }),
      { numRuns: 5 },
    );
  }, TIMEOUT_MS);

  it("games with bots end (with a turn limit where the rules can cycle)", () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const { state, events } = playBotGame(rules, start(setup, deckFor(setup)), botsFor(setup));
        expect(state.phase).toBe("over");
        expect(state.winners.length + (state.loser === null ? 0 : 1)).toBeGreaterThan(0);
        expect(events.filter((e) => e.type === "gameOver")).toHaveLength(1);
      }),
      { numRuns: 6 },
    );
  }, TIMEOUT_MS);

  it("a snap won always takes cards: no right shout is left to win nothing", () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const { events } = playBotGame(rules, start(setup, deckFor(setup)), botsFor(setup));
        for (const event of events) if (event.type === "snapWon") expect(event.cardIds.length).toBeGreaterThan(0);
      }),
      { numRuns: 6 },
    );
  }, TIMEOUT_MS);

  it("replay is exact: the same seed and the same actions give the same game, event for event", () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const game = playBotGame(rules, start(setup, deckFor(setup)), botsFor(setup));
        const again = replay(rules, start(setup, deckFor(setup)), game.actions);
        expect(again.events).toEqual(game.events);
        expect(again.state).toEqual(game.state);
        const twice = playBotGame(rules, start(setup, deckFor(setup)), botsFor(setup));
        expect(twice.actions).toEqual(game.actions as GameAction[]);
      }),
      { numRuns: 5 },
    );
  }, TIMEOUT_MS);
});

describe("Snap Legacy words", () => {
  const rules = legacyRules();
  it("words are permanent: once a card has a word it never changes, and every written word is in the history events", () => {
    fc.assert(
      fc.property(setups, (setup) => {
        const deck = deckFor(setup);
        // Bots that take words from the family's list, so that the game writes words.
        const botWords = { rule: "list" as const, list: Array.from({ length: 40 }, (_, i) => `Word ${i}`) };
        const opening = startLegacyGame({ players: players(setup.playerCount), deck, seed: setup.seed, atMs: 0, limits: { turns: TURN_LIMIT }, botWords });
        const { actions } = playBotGame(rules, opening, botsFor(setup));
        const words = new Map(deck.filter((c) => c.word !== null).map((c) => [c.id, c.word]));
        let state = opening.state;
        for (const action of actions) {
          const step = rules.apply(state, action);
          state = step.state;
          for (const event of step.events) {
            if (event.type !== "wordsWritten") continue;
            for (const { cardId, word } of event.words) {
              expect(words.has(cardId)).toBe(false);
              words.set(cardId, word);
            }
          }
          for (const card of rules.allCards(state)) expect(card.word).toBe(words.get(card.id) ?? null);
        }
      }),
      { numRuns: 5 },
    );
  }, TIMEOUT_MS);
});

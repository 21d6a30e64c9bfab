import { describe, expect, it } from "vitest";
import { playBotGame, replay } from "@/lib/rules/bot-game";
import type { BotWordsTable } from "@/lib/rules/bot-words";
import { botWordsMove, wordsWhenTimeIsUp, type BotSettings } from "@/lib/rules/bots";
import { RuleError } from "@/lib/rules/errors";
import { applyLegacyAction, legacyRules, startLegacyGame, type LegacyState } from "@/lib/rules/legacy-game";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, shout, standardDeck, turn } from "./helpers";

const play = playerOf(applyLegacyAction);
const bot: BotSettings = { pace: "normal", mistakeRate: 0, seed: "robin" };

/** p1 (the bot, in these tests) has just won a snap of two blank nines: both top cards want words. */
function botWon(botWords: BotWordsTable | null): LegacyState {
  const hands: Card[][] = [[card("a1", "9"), card("a2", "K", "hearts", "Lark")], [card("b1", "9", "spades"), card("b2", "3")]];
  const { state } = startLegacyGame({ players: players(2), deck: hands.flat(), seed: 7, atMs: 0, botWords });
  state.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
  return play(state, turn("p1"), turn("p2"), shout("p1", "snap"), resolve).state;
}

function refusal(run: () => unknown): RuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error("expected the rules to refuse it");
}

const blank: BotWordsTable = { rule: "blank", list: [] };
const people: BotWordsTable = { rule: "people", list: [] };
const list = (...words: string[]): BotWordsTable => ({ rule: "list", list: words });

describe("When a bot wins a snap", () => {
  it("a bot that wins a snap leaves its cards blank by default", () => {
    const won = botWon(blank);
    expect(won.wordsDue?.cardIds).toEqual(["b1", "a1"]);
    const move = botWordsMove(won, bot);
    expect(move).toEqual({ by: "bot", words: {} });
    const { state, events } = play(won, { type: "writeWords", playerId: "p1", words: {}, by: "bot" });
    expect(events).toContainEqual(expect.objectContaining({ type: "wordsWritten", playerId: "p1", words: [], by: "bot" }));
    expect(state.phase).toBe("turn");
    expect(state.players[0]!.hand.filter((c) => ["a1", "b1"].includes(c.id)).map((c) => c.word)).toEqual([null, null]);
  });

  it("a bot's words under “its cards stay blank” are refused", () => {
    const won = botWon(blank);
    expect(refusal(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Badger", b1: "Otter" }, by: "bot" })).message).toBe(
      "Player 1 writes no words: its cards stay blank.",
    );
    expect(refusal(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Badger", b1: "Otter" }, by: "people" })).code).toBe("BAD_WORDS");
  });

  it("the people at the table write a bot's words when the table says so", () => {
    const won = botWon(people);
    expect(botWordsMove(won, bot)).toEqual({ by: "people" });
    expect(refusal(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Badger" }, by: "bot" })).message).toBe("At this table the people write Player 1's words.");
    expect(refusal(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Badger" }, by: "people" })).code).toBe("BAD_WORDS");
    const { events } = play(won, { type: "writeWords", playerId: "p1", words: { a1: "Badger", b1: "Otter" }, by: "people" });
    expect(events).toContainEqual(expect.objectContaining({ type: "wordsWritten", playerId: "p1", by: "people", words: [{ cardId: "b1", word: "Otter" }, { cardId: "a1", word: "Badger" }] }));
  });

  it("when the time for a snap's words runs out, the cards stay blank, or take words from the family's list where bots write from it", () => {
    for (const table of [people, blank]) {
      const won = botWon(table);
      expect(wordsWhenTimeIsUp(won, bot)).toEqual({});
      const { events, state } = play(won, { type: "writeWords", playerId: "p1", words: {}, by: "bot" });
      expect(events).toContainEqual(expect.objectContaining({ type: "wordsWritten", playerId: "p1", words: [] }));
      expect(state.phase).not.toBe("words");
    }
    const fromList = wordsWhenTimeIsUp(botWon(list("Lark", "Pebble", "Comet")), bot);
    expect(Object.values(fromList ?? {}).sort()).toEqual(["Comet", "Pebble"]);
  });

  it("a bot writes only from the family's word list: an unused word on each card", () => {
    const won = botWon(list("Lark", "Pebble", "Comet"));
    const move = botWordsMove(won, bot);
    if (move?.by !== "bot") throw new Error("the bot should write");
    // "Lark" is on a card in the game already: it is used.
    expect(Object.keys(move.words).sort()).toEqual(["a1", "b1"]);
    expect(Object.values(move.words).sort()).toEqual(["Comet", "Pebble"]);
    const { state } = play(won, { type: "writeWords", playerId: "p1", words: move.words, by: "bot" });
    expect(state.players[0]!.hand.find((c) => c.id === "a1")?.word).toBe(move.words.a1);
  });

  it("a bot never makes up a word: a word not on the list, one already used, or one twice is refused", () => {
    const won = botWon(list("Lark", "Pebble", "Comet"));
    const bad = (words: Record<string, string>) => refusal(() => play(won, { type: "writeWords", playerId: "p1", words, by: "bot" })).message;
    expect(bad({ a1: "Badger", b1: "Comet" })).toBe("“Badger” isn't one of the family's words left for bots.");
    expect(bad({ a1: "lark", b1: "Comet" })).toBe("“lark” isn't one of the family's words left for bots.");
    expect(bad({ a1: "Comet", b1: "comet" })).toBe("A bot takes each of the family's words once.");
    expect(bad({ a1: "Comet" })).toBe("Player 1 takes a word from the family's list for each card while the list has words left.");
    expect(bad({})).toBe("Player 1 takes a word from the family's list for each card while the list has words left.");
  });

  it("when the list runs out, the bot's other cards stay blank; with none left, all of them", () => {
    const one = botWon(list("Lark", "Comet"));
    expect(botWordsMove(one, bot)).toEqual({ by: "bot", words: { b1: "Comet" } });
    const { events } = play(one, { type: "writeWords", playerId: "p1", words: { b1: "Comet" }, by: "bot" });
    expect(events).toContainEqual(expect.objectContaining({ type: "wordsWritten", words: [{ cardId: "b1", word: "Comet" }], by: "bot" }));
    expect(botWordsMove(botWon(list("Lark")), bot)).toEqual({ by: "bot", words: {} });
    expect(botWordsMove(botWon(list()), bot)).toEqual({ by: "bot", words: {} });
  });

  it("a game recorded before the table rule replays its bots' own words as they were written, and its bots now leave their cards blank", () => {
    const won = botWon(null);
    const recorded = play(won, { type: "writeWords", playerId: "p1", words: { a1: "Badger", b1: "Otter" } });
    expect(recorded.events).toContainEqual(expect.objectContaining({ type: "wordsWritten", words: [{ cardId: "b1", word: "Otter" }, { cardId: "a1", word: "Badger" }] }));
    // A state kept before the rule existed has no botWords at all.
    const kept = { ...won } as Partial<LegacyState>;
    delete kept.botWords;
    expect(botWordsMove(kept as LegacyState, bot)).toEqual({ by: "bot", words: {} });
    expect(play(kept as LegacyState, { type: "writeWords", playerId: "p1", words: {}, by: "bot" }).state.phase).toBe("turn");
  });

  it("a whole game of bots writing from the list: every word is the family's, each once, and the record replays", () => {
    const family = ["Kite", "Otter", "Lark", "Comet", "Pebble", "Fern"];
    for (const seed of [1, 2, 3]) {
      const start = startLegacyGame({ players: players(3), deck: standardDeck(), seed, atMs: 0, botWords: list(...family) });
      const bots = Object.fromEntries(players(3).map((p) => [p.id, { pace: "quick" as const, mistakeRate: 0.1, seed: p.id }]));
      const record = playBotGame(legacyRules(), start, bots, { maxActions: 4000 });
      const written = record.events.flatMap((e) => (e.type === "wordsWritten" ? e.words.map((w) => w.word) : []));
      expect(written.length).toBeGreaterThan(0);
      expect(written.every((word) => family.includes(word))).toBe(true);
      expect(new Set(written).size).toBe(written.length);
      expect(replay(legacyRules(), start, record.actions).state).toEqual(record.state);
    }
  });
});

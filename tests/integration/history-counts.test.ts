import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import { appendEvents, lockDeck } from "@/lib/decks/history";
import { deckOverview } from "@/lib/decks/queries";
import type { WordEventKind } from "@/lib/generated/prisma/enums";
import { recordActions } from "@/lib/games/screen/record-actions";
import { openingStep, rulesFor, screenGameSetupSchema } from "@/lib/games/screen/setup";
import { startScreenGame, type StartInput } from "@/lib/games/screen/start-screen-game";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { bookletData } from "@/lib/history/booklet/booklet-data";
import { GAME_KIND_LABELS } from "@/lib/history/charts/game-kinds";
import { deckChartData, MOST_SHOUTED } from "@/lib/history/charts/queries";
import { replayCounts, type StoredGame } from "@/lib/history/counts";
import { deckPlayersStory, playerStory } from "@/lib/history/players";
import { playBotGame, type GameAction } from "@/lib/rules";
import { key, makeDeck, makeUser } from "./deck-helpers";

/**
 * Every page's counts against the one definition (lib/history/counts.ts): random histories are
 * written through the app's own writers — word events of every kind (by players, bots and nobody,
 * some several to a statement, on days spread over the zones' midnights), screen games recorded
 * batch by batch (some finished, some left half played), table sessions with snaps and undos —
 * and the charts, the booklet's figures, the players' pages and the deck page must all say what a
 * plain replay of the stored history says.
 */

const ZONES = ["UTC", "Australia/Sydney", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham"];
const WORDS = ["Apple", "apple ", "Pear", "Kiwi", "Snap", "Fig", "Plum"];
const KINDS: WordEventKind[] = ["SETUP", "WON_SNAP", "IMPORT", "CORRECTION", "CARD_LOST", "CARD_FOUND", "CARD_REPLACED"];
const GAMES = ["legacy", "classic", "irish", "table"] as const;
/** The cards the random events write on (the first twelve: A to 3 of each suit), so matches are common. */
const CARDS = 12;
const START = Date.parse("2026-03-01T10:00:00Z");

const eventArb = fc.record({
  card: fc.integer({ min: 0, max: CARDS - 1 }),
  kind: fc.constantFrom(...KINDS),
  word: fc.option(fc.constantFrom(...WORDS), { nil: null, freq: 4 }),
  /** 0–1: a player; 2: a bot; 3: nobody. */
  writer: fc.integer({ min: 0, max: 3 }),
});

const stepArb = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant("events" as const), events: fc.array(eventArb, { minLength: 1, maxLength: 3 }), minutes: fc.integer({ min: 0, max: 60 * 20 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("game" as const), game: fc.constantFrom(...GAMES) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("moves" as const), game: fc.nat(), count: fc.integer({ min: 5, max: 150 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("session" as const) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("tableSnap" as const), session: fc.nat(), winner: fc.integer({ min: 0, max: 1 }), rank: fc.constantFrom("A", "2", "3") }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("undo" as const), session: fc.nat() }) },
);

type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

/** A screen game's moves, every seat played by a bot through the rules (a person's seat writes its own words). */
function movesFor(setup: ReturnType<typeof screenGameSetupSchema.parse>): GameAction[] {
  const bots = Object.fromEntries(setup.seats.map((s) => [s.id, { pace: "quick" as const, mistakeRate: 0.2, seed: `${s.id}:${setup.seed}` }]));
  let n = 0;
  const people = new Set(setup.seats.filter((s) => s.kind === "person").map((s) => s.id));
  const ownWords = (playerId: string, cardIds: string[]) => (people.has(playerId) ? Object.fromEntries(cardIds.map((cardId) => [cardId, `Won${++n}`])) : null);
  return playBotGame(rulesFor(setup), openingStep(setup), bots, { maxActions: 600, ownWords }).actions;
}

/** Writes the steps through the app's writers; returns the deck. */
async function writeHistory(steps: Step[]) {
  const owner = await makeUser("Mum");
  const deck = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
  const { deckId, players } = deck;
  const person = (i: number) => ({ kind: "person" as const, playerId: players[i]!.id });
  const games: { id: string; moves: GameAction[]; recorded: number }[] = [];
  const sessions: string[] = [];
  const words = new Map<string, string | null>();
  let at = START;

  for (const step of steps) {
    if (step.type === "events") {
      at += step.minutes * 60_000;
      // Distinct cards: one request writes a card once.
      const events = [...new Map(step.events.map((e) => [e.card, e])).values()];
      await db.$transaction(async (tx) => {
        const lastSeq = await lockDeck(tx, deckId);
        const cards = await tx.card.findMany({ where: { deckId, position: { in: events.map((e) => e.card) } } });
        const written = events.map((e) => {
          const card = cards.find((c) => c.position === e.card)!;
          const moves = e.kind === "CARD_LOST" || e.kind === "CARD_FOUND" || e.kind === "CARD_REPLACED";
          // A card lost, found or replaced carries its word along; the others give it theirs.
          const word = moves ? card.word : e.kind === "CORRECTION" ? e.word : (e.word ?? "Pear");
          words.set(card.id, word);
          return {
            cardId: card.id,
            kind: e.kind,
            word,
            wordNormalised: word === null ? null : normaliseWord(word),
            playerId: e.writer < 2 ? players[e.writer]!.id : null,
            botName: e.writer === 2 ? "Robin Bot" : null,
            createdAt: new Date(at),
          };
        });
        await appendEvents(tx, { deckId, lastSeq, recordedById: owner.id, requestKey: key(), events: written });
        for (const [i, w] of written.entries()) {
          const status = w.kind === "CARD_LOST" ? "MISSING" : w.kind === "CARD_FOUND" || w.kind === "CARD_REPLACED" ? "IN_DECK" : undefined;
          await tx.card.update({ where: { id: w.cardId }, data: { word: w.word, wordNormalised: w.wordNormalised, ...(status ? { status } : {}), updatedSeq: lastSeq + i + 1 } });
        }
      });
    } else if (step.type === "game") {
      const seats = step.game === "legacy" ? [person(0), person(1)] : [person(0), person(1), { kind: "bot" as const, pace: "quick" as const }];
      const input: Omit<StartInput, "deckId" | "requestKey"> = { game: step.game, seats, matchSuits: false, timeLimitMinutes: null, turnLimit: 80 };
      const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), ...input });
      const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
      games.push({ id: gameId, moves: movesFor(setup), recorded: 0 });
    } else if (step.type === "moves" && games.length > 0) {
      const game = games[step.game % games.length]!;
      const batch = game.moves.slice(game.recorded, game.recorded + step.count);
      if (batch.length === 0) continue;
      await recordActions(owner.id, { gameId: game.id, fromIndex: game.recorded, actions: batch });
      game.recorded += batch.length;
    } else if (step.type === "session") {
      const { gameId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: [players[0]!.id, players[1]!.id], matchSuits: false });
      sessions.push(gameId);
    } else if (step.type === "tableSnap" && sessions.length > 0) {
      const [onTable, justPlayed] = deck.cards.filter((c) => c.rank === step.rank).slice(0, 2);
      const session = sessions[step.session % sessions.length]!;
      const done = await recordTableSnap(owner.id, {
        deckId,
        gameId: session,
        requestKey: key(),
        winnerPlayerId: players[step.winner]!.id,
        onTableCardId: onTable!.id,
        justPlayedCardId: justPlayed!.id,
        words: [],
      }).then(
        () => true,
        () => false,
      );
      // Two cards whose words differ and ranks match are still a match; a session that has ended refuses.
      expect(typeof done).toBe("boolean");
    } else if (step.type === "undo" && sessions.length > 0) {
      // Nothing to undo is refused and changes nothing.
      await undoLastTableSnap(owner.id, { deckId, gameId: sessions[step.session % sessions.length]!, requestKey: key() }).catch(() => null);
    }
  }
  return { owner, deck };
}

/** The stored history, read back whole, and replayed in plain code. */
async function replayed(deckId: string, timeZone: string) {
  const [cards, events, games] = await Promise.all([
    db.card.findMany({ where: { deckId }, select: { id: true } }),
    db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" } }),
    db.game.findMany({ where: { deckId }, include: { actions: { select: { index: true, action: true } } } }),
  ]);
  return replayCounts({ cardIds: cards.map((c) => c.id), events, games: games as StoredGame[], timeZone });
}

describe("every count, on every page, is the one definition's", () => {
  it("the charts, the booklet, the players' pages and the deck page agree with a plain replay of any history, games finished or not", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 24 }), fc.constantFrom(...ZONES), async (steps, timeZone) => {
        const { owner, deck } = await writeHistory(steps);
        const { deckId, players } = deck;
        const replay = await replayed(deckId, timeZone);

        const charts = await deckChartData(deckId, timeZone);
        expect(charts.overTime).toEqual(replay.days);
        expect(new Map(charts.wordsPerPlayer.map((w) => [w.playerId, w.count]))).toEqual(replay.wordsByPlayer);
        expect(charts.wordsByOthers).toEqual({ bots: replay.botWords, nobody: replay.unnamedWords });
        const playerIds = new Set(players.map((p) => p.id));
        const replayedSnaps = [...replay.snapsWon].flatMap(([kind, seats]) =>
          [...seats].filter(([seat]) => playerIds.has(seat) && kind in GAME_KIND_LABELS).map(([seat, n]) => `${kind} ${seat} ${n}`),
        );
        expect(charts.snapsWon.map((s) => `${s.gameKind} ${s.playerId} ${s.count}`).sort()).toEqual(replayedSnaps.sort());
        const topShouts = [...replay.shouts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)).slice(0, MOST_SHOUTED);
        expect(charts.mostShouted.map((s) => [normaliseWord(s.word), s.count])).toEqual(topShouts);

        // The booklet prints the same figures (it is drawn from the deck's own zone's days).
        const booklet = await bookletData(deckId);
        expect(booklet.charts.snapsWon).toEqual(charts.snapsWon);
        expect(booklet.charts.overTime).toEqual((await replayed(deckId, booklet.deck.timeZone)).days);

        const { players: onPage } = await deckPlayersStory(owner.id, deckId);
        const snapsOf = (id: string) => [...replay.snapsWon.values()].reduce((n, seats) => n + (seats.get(id) ?? 0), 0);
        expect(onPage.map((p) => [p.wordsWritten, p.snapsWon])).toEqual(players.map((p) => [replay.wordsByPlayer.get(p.id) ?? 0, snapsOf(p.id)]));
        for (const player of players) {
          const story = await playerStory(owner.id, deckId, player.id);
          expect([story.wordsWritten, story.snapsWon]).toEqual([replay.wordsByPlayer.get(player.id) ?? 0, snapsOf(player.id)]);
          // Every game they sat at is listed here (fewer than a page of them), each with its snaps.
          expect(story.games.reduce((n, g) => n + g.snapsWon, 0)).toBe(snapsOf(player.id));
        }

        const overview = await deckOverview(owner.id, deckId);
        expect({ words: overview.counts.words, blank: overview.counts.blank, missing: overview.counts.missing }).toEqual(replay.cards);
        expect(replay.days.at(-1) ?? { words: 0, blank: 52 }).toMatchObject({ words: replay.cards.words, blank: replay.cards.blank });
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import { appendEvents, lockDeck } from "@/lib/decks/history";
import { deckOverview } from "@/lib/decks/queries";
import type { WordEventKind } from "@/lib/generated/prisma/enums";
import { recordActions } from "@/lib/games/screen/record-actions";
import { replayGame } from "@/lib/games/screen/replay-game";
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
  // Seeded by the seat's place, not its id (ids are new in every run): one deal plays the same every time.
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: "quick" as const, mistakeRate: 0.2, seed: `${i}:${setup.seed}` }]));
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
      const input: Omit<StartInput, "deckId" | "requestKey"> = { game: step.game, seats, matchSuits: false, timeLimitMinutes: null, turnLimit: 80, falseStartMs: 100 };
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
      // A history that takes a minute is a hang: reported with its seed, not shrunk past the test's timeout.
      { numRuns: 12, timeout: 60_000, endOnFailure: true },
    );
  }, 300_000);
});

/** A Snap Legacy game on one screen between Mum and Sam, its first moves recorded: at least one snap won, the game not over. */
/**
 * A game of Snap Legacy between Mum and Sam, its moves played by bots: a deal (the first from 1 on)
 * with a snap won in its first 30 moves and still going after 150, so every test sees snaps in a game
 * being played. Deals that don't are started and let go (no moves, no snaps).
 */
async function gameUnderWay() {
  const owner = await makeUser("Mum");
  const deck = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
  for (let seed = 1; ; seed++) {
    const { gameId } = await startScreenGame(owner.id, {
      deckId: deck.deckId,
      requestKey: key(),
      game: "legacy",
      seats: deck.players.map((p) => ({ kind: "person" as const, playerId: p.id })),
      matchSuits: true,
      timeLimitMinutes: null,
      turnLimit: null,
      seed,
    });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    const moves = movesFor(setup);
    const early = replayGame(setup, moves.slice(0, 30)).events.some((e) => e.type === "snapWon");
    if (early && replayGame(setup, moves.slice(0, 150)).state.phase !== "over") return { owner, deck, gameId, moves };
    await db.game.delete({ where: { id: gameId } });
  }
}

/** Snaps won per player as the charts and as the players' page say. */
async function snapsOnEveryPage(userId: string, deckId: string) {
  const charts = await deckChartData(deckId, "UTC");
  const { players } = await deckPlayersStory(userId, deckId);
  const chartTotals = new Map<string, number>();
  for (const s of charts.snapsWon) chartTotals.set(s.playerId, (chartTotals.get(s.playerId) ?? 0) + s.count);
  return { charts: players.map((p) => chartTotals.get(p.id) ?? 0), playersPage: players.map((p) => p.snapsWon) };
}

describe("snaps count when they happen", () => {
  it("the charts and the players' page agree while a game is being played", async () => {
    const { owner, deck, gameId, moves } = await gameUnderWay();
    let recorded = 0;
    let seenSnaps = 0;
    for (const size of [30, 60, 90]) {
      const batch = moves.slice(recorded, recorded + size);
      await recordActions(owner.id, { gameId, fromIndex: recorded, actions: batch });
      recorded += batch.length;
      const pages = await snapsOnEveryPage(owner.id, deck.deckId);
      expect(pages.charts).toEqual(pages.playersPage);
      seenSnaps = pages.charts.reduce((a, b) => a + b, 0);
    }
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("PLAYING");
    expect(seenSnaps).toBeGreaterThan(0);
  });

  it("a game nobody finished still counts its snaps, on screen and online", async () => {
    const { owner, deck, gameId, moves } = await gameUnderWay();
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: moves.slice(0, 150) });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.result).toBeNull();
    const soFar = (game.checkpoint as { result: { snapsWon: Record<string, number> } }).result.snapsWon;
    expect(Object.values(soFar).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const { charts, playersPage } = await snapsOnEveryPage(owner.id, deck.deckId);
    expect(playersPage).toEqual(deck.players.map((p) => soFar[p.id] ?? 0));
    expect(charts).toEqual(playersPage);

    // Online: the room's judge records the moves (plain ones by the shared writer), the room is left.
    const { createRoom } = await import("@/lib/games/online/rooms/create-room");
    const { startRoom } = await import("@/lib/games/online/rooms/start-room");
    const { createJudgeStore } = await import("@/lib/games/online/judge-store");
    const [mum] = deck.players;
    // A room's deal is random: rooms are opened (and let go) until one where Mum wins a snap.
    const { roomId, online, setup, all, firstSnap } = await (async () => {
      for (;;) {
        const { roomId } = await createRoom(owner.id, {
          deckId: deck.deckId,
          requestKey: key(),
          game: "classic",
          seats: [{ kind: "person", playerId: mum!.id }, { kind: "bot", pace: "quick" }],
          hostPlayerId: mum!.id,
        });
        const { gameId: online } = await startRoom(owner.id, { roomId });
        const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: online } })).setup);
        // The moves up to Mum's first snap won, and a few more.
        const all = movesFor(setup);
        const rules = rulesFor(setup);
        let state = openingStep(setup).state;
        const firstSnap = all.findIndex((action) => {
          const step = rules.apply(state, action);
          state = step.state;
          return step.events.some((e) => e.type === "snapWon" && e.playerId === mum!.id);
        });
        if (firstSnap >= 0) return { roomId, online, setup, all, firstSnap };
        await db.onlineRoom.delete({ where: { id: roomId } });
        await db.game.delete({ where: { id: online } });
      }
    })();
    const store = createJudgeStore({ roomId, gameId: online, deckId: deck.deckId, hostId: owner.id, setup });
    const onlineMoves = all.slice(0, Math.min(firstSnap + 5, all.length - 1));
    for (let i = 0; i < onlineMoves.length; i += 25) await store.record(i, onlineMoves.slice(i, i + 25), new Set());
    const room = await db.game.findUniqueOrThrow({ where: { id: online } });
    expect(room.status).toBe("PLAYING");
    const onlineSoFar = (room.checkpoint as { result: { snapsWon: Record<string, number> } }).result.snapsWon[mum!.id] ?? 0;
    expect(onlineSoFar).toBeGreaterThan(0);
    const charts2 = await deckChartData(deck.deckId, "UTC");
    expect(charts2.snapsWon.find((s) => s.gameKind === "classic" && s.playerId === mum!.id)?.count).toBe(onlineSoFar);
    const after = await snapsOnEveryPage(owner.id, deck.deckId);
    expect(after.playersPage[0]).toBe(playersPage[0]! + onlineSoFar);
    expect(after.charts).toEqual(after.playersPage);
  });
});

describe("the charts say what they count", () => {
  it("the words chart counts setup, imported and bots' words, and says so", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    const [mum, sam] = deck.players;
    const card = (i: number) => deck.cards[i]!.id;
    await db.$transaction(async (tx) => {
      const lastSeq = await lockDeck(tx, deck.deckId);
      await appendEvents(tx, {
        deckId: deck.deckId,
        lastSeq,
        recordedById: owner.id,
        requestKey: key(),
        events: [
          { cardId: card(0), kind: "SETUP", word: "Apple", playerId: mum!.id },
          { cardId: card(1), kind: "SETUP", word: "Pear", playerId: sam!.id },
          { cardId: card(2), kind: "IMPORT", word: "Kiwi", playerId: null },
          { cardId: card(3), kind: "WON_SNAP", word: "Fig", playerId: null, botName: "Robin Bot", botWordsFrom: "PERSON" },
        ],
      });
    });
    const { deckChartSet } = await import("@/lib/history/charts/model");
    const chart = deckChartSet(await deckChartData(deck.deckId, "UTC")).charts.find((c) => c.id === "words-per-player")!;
    expect(chart.type === "bar" && chart.bars.map((b) => [b.label, b.value])).toEqual([
      ["Mum", 1],
      ["Sam", 1],
      ["Bots", 1],
      ["Nobody named", 1],
    ]);
    expect(chart.summary).toBe("4 words written on the deck's cards.");
    expect(chart.counts).toMatch(/at the setup, after snaps, by imports/);
  });
});

describe("the charts' days are the family's days", () => {
  it("one history drawn in two time zones moves the day boundary", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    const [mum] = deck.players;
    // 20:00 UTC on 1 March is 07:00 on 2 March in Sydney (UTC+11); 09:00 UTC on 2 March is 20:00 there.
    const write = async (i: number, at: string) =>
      db.$transaction(async (tx) => {
        const lastSeq = await lockDeck(tx, deck.deckId);
        // Dated as the test chooses (appendEvents writes what it is given; the domain writes "now").
        const event = { cardId: deck.cards[i]!.id, kind: "SETUP" as const, word: `Word${i}`, playerId: mum!.id, createdAt: new Date(at) };
        await appendEvents(tx, { deckId: deck.deckId, lastSeq, recordedById: owner.id, requestKey: key(), events: [event] });
      });
    await write(0, "2026-03-01T08:00:00Z");
    await write(1, "2026-03-01T20:00:00Z");
    await write(2, "2026-03-02T09:00:00Z");
    // A minute to midnight in Kathmandu (UTC+5:45), and midnight itself: a quarter of an hour apart.
    await write(3, "2026-03-02T18:14:00Z");
    await write(4, "2026-03-02T18:15:00Z");
    const days = async (zone: string) => (await deckChartData(deck.deckId, zone)).overTime.map((d) => [d.day, d.words, d.blank]);
    expect(await days("UTC")).toEqual([
      ["2026-03-01", 2, 50],
      ["2026-03-02", 5, 47],
    ]);
    expect(await days("Australia/Sydney")).toEqual([
      ["2026-03-01", 1, 51],
      ["2026-03-02", 3, 49],
      ["2026-03-03", 5, 47],
    ]);
    expect(await days("Asia/Kathmandu")).toEqual([
      ["2026-03-01", 1, 51],
      ["2026-03-02", 4, 48],
      ["2026-03-03", 5, 47],
    ]);
  });
});

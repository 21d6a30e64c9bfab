import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { screenGame } from "@/lib/games/screen/queries";
import { recordActions } from "@/lib/games/screen/record-actions";
import { normalisedExport } from "../support/zip";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { readText } from "@/lib/history/export/text-stream";
import { importDeck } from "@/lib/history/import/import-deck";
import { importPool } from "@/lib/history/import/import-pool";
import { key, makeUser, refusal } from "./deck-helpers";
import { deckOfEveryGame } from "./played-deck";

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

afterAll(() => importPool().destroy());

const exportText = async (userId: string, deckId: string) => readText((await exportDeckJson(userId, deckId)).stream);
const counts = async () => ({ decks: await db.deck.count(), events: await db.wordEvent.count(), games: await db.game.count(), actions: await db.gameAction.count() });


let played: Awaited<ReturnType<typeof deckOfEveryGame>>;
let exported: string;
beforeAll(async () => {
  played = await deckOfEveryGame();
  exported = await exportText(played.owner.id, played.deckId);
}, 120_000);

describe("an export of a deck that played every kind of game", () => {
  it("holds games of every mode the app plays, each as the app recorded it", () => {
    const doc = JSON.parse(exported) as Doc;
    const kinds = doc.games.map((g: Doc) => (g.mode === "TABLE" ? "companion" : `${g.mode} ${g.setup.game} ${g.status}`));
    expect(kinds.sort()).toEqual(["ONLINE legacy OVER", "SCREEN classic OVER", "SCREEN irish OVER", "SCREEN legacy OVER", "SCREEN legacy PLAYING", "SCREEN table OVER", "companion"].sort());
    expect(doc.events.filter((e: Doc) => e.kind === "WON_SNAP").length).toBeGreaterThan(4);
  });

  it("imports back whole, games included: export → import → export gives the same document apart from ids and the export's date", async () => {
    const importer = await makeUser("Ida");
    const { deckId } = await importDeck(importer.id, { requestKey: key(), file: Buffer.from(exported) });
    const again = normalisedExport(await exportText(importer.id, deckId));
    const first = normalisedExport(exported);
    // The importer is the new deck's only member; the table session's snaps were recorded by the source's owner, here by the importer.
    expect(again.members).toEqual([{ name: "Ida", role: "OWNER" }]);
    const recorders = (doc: Doc) => doc.games.flatMap((g: Doc) => g.actions.map((a: Doc) => a.action.recordedById).filter(Boolean));
    expect(new Set(recorders(again))).toEqual(new Set([importer.id]));
    const withoutRecorders = (doc: Doc) => JSON.parse(JSON.stringify({ ...doc, members: [] }, (k, v) => (k === "recordedById" ? undefined : v)));
    expect(withoutRecorders(again)).toEqual(withoutRecorders(first));
  });

  it("imports a game left unfinished so that it can be carried on from where it stopped", async () => {
    const importer = await makeUser("Ivo");
    const { deckId } = await importDeck(importer.id, { requestKey: key(), file: Buffer.from(exported) });
    const source = await db.game.findUniqueOrThrow({ where: { id: played.unfinished } });
    const copy = await db.game.findFirstOrThrow({ where: { deckId, status: "PLAYING", mode: "SCREEN" } });
    expect(copy.actionCount).toBe(source.actionCount);
    // Its latest move is the original's, so it is left unfinished a week after that, not after the import.
    expect(copy.lastMoveAt).toEqual(source.lastMoveAt);
    // No result yet, as the database keeps "none" (not a JSON null), and a checkpoint rebuilt on its next move.
    expect(await db.$queryRaw`SELECT "result" IS NULL AS "none", "checkpoint" IS NULL AS "later" FROM "games" WHERE "id" = ${copy.id}`).toEqual([{ none: true, later: true }]);
    const carried = await screenGame(importer.id, deckId, copy.id);
    expect(carried.now.state.turns).toBe((source.checkpoint as { state: { turns: number } }).state.turns);
    // The rest of the game, sent to the copy: its seats are the new deck's players, its cards the new deck's.
    const ids = new Map<string, string>();
    const [sourcePlayers, copyPlayers] = await Promise.all([db.player.findMany({ where: { deckId: played.deckId } }), db.player.findMany({ where: { deckId } })]);
    for (const p of sourcePlayers) ids.set(p.id, copyPlayers.find((c) => c.name === p.name)!.id);
    const [sourceCards, copyCards] = await Promise.all([db.card.findMany({ where: { deckId: played.deckId } }), db.card.findMany({ where: { deckId } })]);
    for (const c of sourceCards) ids.set(c.id, copyCards.find((copied) => copied.code === c.code)!.id);
    expect(carried.setup.seats.filter((s) => s.kind === "person").every((s) => copyPlayers.some((p) => p.id === s.id))).toBe(true);
    const rest = played.unfinishedRest.slice(0, 60).map((a) => {
      if (a.type === "writeWords") return { ...a, playerId: ids.get(a.playerId) ?? a.playerId, words: Object.fromEntries(Object.entries(a.words).map(([card, word]) => [ids.get(card)!, word])) };
      return "playerId" in a ? { ...a, playerId: ids.get(a.playerId) ?? a.playerId } : a;
    });
    const written = await recordActions(importer.id, { gameId: copy.id, fromIndex: copy.actionCount, actions: rest });
    expect(written).toMatchObject({ actionCount: copy.actionCount + rest.length });
  });
});

describe("an import whose games name what isn't in the file", () => {
  let victim: { ownerId: string; deckId: string; cardId: string; playerId: string; word: string };
  beforeAll(async () => {
    // Another family's deck with a word on it: the word an attacker would like to read.
    const other = await deckOfEveryGame();
    const card = await db.card.findFirstOrThrow({ where: { deckId: other.deckId, word: { not: null } } });
    victim = { ownerId: other.owner.id, deckId: other.deckId, cardId: card.id, playerId: other.players[0]!.id, word: card.word! };
  }, 120_000);

  const edited = (change: (doc: Doc) => void) => {
    const doc = JSON.parse(exported) as Doc;
    change(doc);
    return JSON.stringify(doc);
  };
  const screenGames = (doc: Doc) => doc.games.filter((g: Doc) => g.mode !== "TABLE");
  const legacy = (doc: Doc) => doc.games.find((g: Doc) => g.mode === "SCREEN" && g.setup.game === "legacy" && g.status === "OVER");

  it("is refused and writes nothing when a game's setup deals another family's card: no move can then reach that card's word", async () => {
    const attacker = await makeUser("Mallory");
    const before = await counts();
    const text = edited((doc) => (screenGames(doc)[0].setup.deck[0].id = victim.cardId));
    const refused = await refusal(importDeck(attacker.id, { requestKey: key(), file: Buffer.from(text) }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(new RegExp(`games\\[\\d+\\]\\.setup\\.deck\\[0\\]\\.id: names no card of this file \\("${victim.cardId}"\\)`));
    expect(await counts()).toEqual(before);

    // Whatever the attacker then sends, about their own imported games or the other family's, no reply carries that word.
    const { deckId } = await importDeck(attacker.id, { requestKey: key(), file: Buffer.from(exported) });
    const replies: unknown[] = [];
    for (const game of await db.game.findMany({ where: { mode: "SCREEN" } })) {
      replies.push(await recordActions(attacker.id, { gameId: game.id, fromIndex: game.actionCount, actions: [{ type: "tick", atMs: 10 ** 9 }] }).catch((e: unknown) => e));
    }
    const own = await db.game.findMany({ where: { deckId, mode: "SCREEN" }, select: { id: true } });
    expect(replies.length).toBeGreaterThan(own.length);
    expect(JSON.stringify(replies)).not.toContain(victim.word);
    expect(JSON.stringify(replies)).not.toContain(victim.cardId);
  });

  const references: [string, (doc: Doc) => void, RegExp][] = [
    ["a seat given to another family's player", (doc) => (legacy(doc).setup.seats[0].id = victim.playerId), /setup\.seats\[0\]\.id: names no player of this file/],
    [
      "a move writing on a card the game never dealt",
      (doc) => (legacy(doc).actions.find((a: Doc) => a.action.type === "writeWords").action.words = { [victim.cardId]: "Stolen" }),
      /actions\[\d+\]\.action\.words\.[\w-]+: names no card dealt in this game/,
    ],
    ["a result's word on another family's card", (doc) => (legacy(doc).result.wordsWritten[0].cardId = victim.cardId), /result\.wordsWritten\[0\]\.cardId: names no card dealt in this game/],
    ["a snap won by someone who didn't play", (doc) => (legacy(doc).result.snapsWon = { [victim.playerId]: 1 }), /result\.snapsWon\.[\w-]+: names no seat of this game/],
    ["a table snap on another family's card", (doc) => (doc.games.find((g: Doc) => g.mode === "TABLE").actions[0].action.onTableCardId = victim.cardId), /actions\[0\]\.action\.onTableCardId: names no card of this file/],
    ["a print of another family's card", (doc) => (doc.prints = [{ printedBy: "Mum", printedAt: doc.exportedAt, historySeq: 0, designSeq: 0, cardIds: [victim.cardId], cardCount: 1, pageCount: 1, options: { paper: "A4", cardSize: "poker", bleedMm: 0, cropMarks: true, backs: "none", backOffsetMm: { x: 0, y: 0 }, theme: "classic", qr: false, which: "all", backImage: false } }]), /prints\[0\]\.cardIds\[0\]: names no card of this file/],
  ];
  for (const [what, change, message] of references) {
    it(`is refused and writes nothing: ${what}`, async () => {
      const before = await counts();
      const refused = await refusal(importDeck(victim.ownerId, { requestKey: key(), file: Buffer.from(edited(change)) }));
      expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(message) });
      expect(await counts()).toEqual(before);
    });
  }
});

describe("an import whose games don't replay to what they say", () => {
  const edited = (change: (doc: Doc) => void) => {
    const doc = JSON.parse(exported) as Doc;
    change(doc);
    return JSON.stringify(doc);
  };
  const legacy = (doc: Doc) => doc.games.find((g: Doc) => g.mode === "SCREEN" && g.setup.game === "legacy" && g.status === "OVER");
  const cases: [string, (doc: Doc) => void, RegExp][] = [
    ['a result of {"winners":5}', (doc) => (legacy(doc).result = { winners: 5 }), /games\[\d+\]\.result\.winners: expected array, received number/],
    ["a winner the moves don't make", (doc) => (legacy(doc).result.winners = legacy(doc).setup.seats.map((s: Doc) => s.id).filter((id: string) => !legacy(doc).result.winners.includes(id))), /games\[\d+\]\.result\.winners: replaying the game's moves gives \[/],
    ["more snaps won than the moves win", (doc) => (legacy(doc).result.snapsWon[legacy(doc).setup.seats[0].id] += 5), /games\[\d+\]\.result\.snapsWon: replaying the game's moves gives/],
    ["a move the rules refuse", (doc) => (legacy(doc).actions[0].action = { type: "turn", playerId: legacy(doc).setup.seats[1].id, atMs: 1 }), /games\[\d+\]\.actions\[0\]: the rules refuse this move/],
    ["a game said to be over that its moves leave unfinished", (doc) => Object.assign(doc.games.find((g: Doc) => g.status === "PLAYING"), { status: "OVER", endedAt: doc.exportedAt, result: legacy(doc).result }), /status: the game is recorded as over, but replaying its moves it is still being played/],
    ["a dealt card that isn't the file's card", (doc) => (legacy(doc).setup.deck[0].rank = legacy(doc).setup.deck[0].rank === "K" ? "Q" : "K"), /setup\.deck\[0\]: the card dealt is the/],
  ];
  for (const [what, change, message] of cases) {
    it(`is refused and writes nothing: ${what}`, async () => {
      const owner = await makeUser("Mum");
      const before = await counts();
      const refused = await refusal(importDeck(owner.id, { requestKey: key(), file: Buffer.from(edited(change)) }));
      expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(message) });
      expect(await counts()).toEqual(before);
    });
  }
});

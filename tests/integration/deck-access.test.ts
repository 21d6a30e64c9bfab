import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { changeCardStatus } from "@/lib/decks/card-status";
import { correctWord } from "@/lib/decks/correct-word";
import { createInvite, revokeInvite } from "@/lib/decks/invites";
import { changeRole, removeMember } from "@/lib/decks/members";
import { deckPage } from "@/lib/decks/queries";
import { addPlayer, setPlayerArchived } from "@/lib/decks/players";
import { readSetupDeal, writeSetupWords } from "@/lib/decks/setup";
import { writeWords } from "@/lib/decks/write-words";
import { cropCardPicture } from "@/lib/designs/crop-card-picture";
import { designEvents } from "@/lib/designs/design-events";
import { loadDesignPage } from "@/lib/designs/load-design-page";
import { previewDesign } from "@/lib/designs/preview-design";
import { readCardArt, readDeckPicture } from "@/lib/designs/read-design-images";
import { removeCardPicture } from "@/lib/designs/remove-card-picture";
import { uploadCardPicture } from "@/lib/designs/upload-card-picture";
import { recordActions } from "@/lib/games/screen/record-actions";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { previewPrintPage } from "@/lib/print-jobs/preview-print-page";
import { printAlignmentSheet } from "@/lib/print-jobs/print-alignment-sheet";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { recordPrint } from "@/lib/print-jobs/record-print";
import { saveDeckDesign } from "@/lib/print-jobs/save-deck-design";
import { selectPrintCards } from "@/lib/print-jobs/select-print-cards";
import { uploadBackImage } from "@/lib/print-jobs/upload-back-image";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { makePng } from "../unit/print/png";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

const DECK_NOT_FOUND = { status: 404, message: "That deck doesn't exist, or isn't shared with you." };
const GAME_NOT_FOUND = { status: 404, message: "That game doesn't exist, or isn't shared with you." };

type Operation = (userId: string, input: Record<string, unknown>) => Promise<unknown>;

/** Operations that take the deck's id on its own, called with the request's. */
const byDeckId = (read: (userId: string, deckId: string) => Promise<unknown>): Operation => (userId, input) => read(userId, input.deckId as string);

interface Verb {
  name: string;
  role: DeckRole;
  run: Operation;
  /** A request a member with the role could send. */
  input: Record<string, unknown>;
}

let owner: { id: string };
let stranger: { id: string };
let viewer: { id: string };
let deckId: string;
let verbs: Verb[];
let screenGameId: string;

beforeAll(async () => {
  owner = await makeUser("Olga");
  stranger = await makeUser("Stan");
  const deck = await makeDeck(owner.id);
  deckId = deck.deckId;
  viewer = await makeMember(deckId, "Vi", "VIEWER");
  const [card, other] = deck.cards;
  const player = deck.players[0]!.id;
  const players = deck.players.map((p) => p.id);
  const table = await startTableSession(owner.id, { deckId, requestKey: key(), players });
  screenGameId = (await startScreenGame(owner.id, { deckId, requestKey: key(), seats: [{ kind: "person", playerId: player }, { kind: "bot", pace: "quick" }] })).gameId;
  const request = { which: "all" };
  const queen = { kind: "cards", cardIds: [card!.id] };
  verbs = [
    { name: "writeWords", role: "EDITOR", run: writeWords, input: { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card!.id, word: "Kite", playerId: null }] } },
    { name: "writeSetupWords", role: "EDITOR", run: writeSetupWords, input: { deckId, playerId: player, requestKey: key(), words: [{ cardId: card!.id, word: "Kite" }] } },
    { name: "correctWord", role: "EDITOR", run: correctWord, input: { deckId, cardId: card!.id, requestKey: key(), word: "Kite", reason: "Spelling" } },
    { name: "changeCardStatus", role: "EDITOR", run: changeCardStatus, input: { deckId, cardId: card!.id, requestKey: key(), change: "CARD_LOST" } },
    { name: "addPlayer", role: "EDITOR", run: addPlayer, input: { deckId, player: { name: "Gran", colour: "#7e22ce" } } },
    { name: "setPlayerArchived", role: "EDITOR", run: setPlayerArchived, input: { deckId, playerId: player, archived: true } },
    { name: "createInvite", role: "OWNER", run: createInvite, input: { deckId, role: "EDITOR", expiresInDays: 7 } },
    { name: "revokeInvite", role: "OWNER", run: revokeInvite, input: { deckId, inviteId: "some-invite" } },
    { name: "changeRole", role: "OWNER", run: changeRole, input: { deckId, memberUserId: owner.id, role: "VIEWER" } },
    { name: "removeMember", role: "VIEWER", run: removeMember, input: { deckId, memberUserId: owner.id } },
    { name: "startScreenGame", role: "EDITOR", run: startScreenGame, input: { deckId, requestKey: key(), seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }] } },
    { name: "startTableSession", role: "EDITOR", run: startTableSession, input: { deckId, requestKey: key(), players } },
    {
      name: "recordTableSnap",
      role: "EDITOR",
      run: recordTableSnap,
      input: { deckId, gameId: table.gameId, requestKey: key(), winnerPlayerId: player, onTableCardId: card!.id, justPlayedCardId: other!.id, words: [] },
    },
    { name: "undoLastTableSnap", role: "EDITOR", run: undoLastTableSnap, input: { deckId, gameId: table.gameId, requestKey: key() } },
    { name: "endTableSession", role: "EDITOR", run: endTableSession, input: { deckId, gameId: table.gameId } },
    { name: "saveDeckDesign", role: "EDITOR", run: saveDeckDesign, input: { deckId, theme: "forest", useBackImage: false } },
    { name: "uploadBackImage", role: "EDITOR", run: uploadBackImage, input: { deckId, bytes: makePng(320, 320) } },
    { name: "uploadCardPicture", role: "EDITOR", run: uploadCardPicture, input: { deckId, bytes: makePng(320, 320), target: queen, requestKey: key() } },
    {
      name: "cropCardPicture",
      role: "EDITOR",
      run: cropCardPicture,
      input: { deckId, pictureId: "some-picture", target: queen, crop: { x: 0, y: 0, width: 0.5, height: 0.5 }, requestKey: key() },
    },
    { name: "removeCardPicture", role: "EDITOR", run: removeCardPicture, input: { deckId, target: queen, requestKey: key() } },
    { name: "loadDesignPage", role: "VIEWER", run: byDeckId(loadDesignPage), input: { deckId } },
    { name: "designEvents", role: "VIEWER", run: byDeckId(designEvents), input: { deckId } },
    { name: "previewDesign", role: "VIEWER", run: previewDesign, input: { deckId, design: { theme: "forest" } } },
    { name: "readDeckPicture", role: "VIEWER", run: byDeckId((userId, id) => readDeckPicture(userId, id, "some-picture")), input: { deckId } },
    { name: "readCardArt", role: "VIEWER", run: byDeckId((userId, id) => readCardArt(userId, id, "some-art")), input: { deckId } },
    { name: "selectPrintCards", role: "VIEWER", run: selectPrintCards, input: { deckId, which: "all" } },
    { name: "printDeckPdf", role: "VIEWER", run: printDeckPdf, input: { deckId, request } },
    { name: "previewPrintPage", role: "VIEWER", run: (userId, input) => previewPrintPage(userId, input, {}), input: { deckId, request, page: 1 } },
    { name: "printAlignmentSheet", role: "VIEWER", run: printAlignmentSheet, input: { deckId, request } },
    { name: "recordPrint", role: "VIEWER", run: recordPrint, input: { deckId, historySeq: 0, cardIds: [card!.id], pageCount: 1, options: {} } },
  ];
});

/** The same request with every field but the deck's id replaced by nonsense. */
function garbled(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(input).map((field) => [field, field === "deckId" ? input.deckId : { nonsense: [1, 2, 3] }]));
}

describe("someone outside a deck", () => {
  it("gets the same 404 from every deck operation, whatever they send, and nothing changes", async () => {
    const before = await db.wordEvent.count({ where: { deckId } });
    for (const verb of verbs) {
      for (const input of [verb.input, garbled(verb.input), { deckId }]) {
        expect({ verb: verb.name, ...(await refusal(verb.run(stranger.id, input))) }).toEqual({ verb: verb.name, ...DECK_NOT_FOUND });
      }
    }
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(before);
    expect(await db.game.count({ where: { deckId } })).toBe(2);
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(0);
    expect(await db.deckPicture.count({ where: { deckId } })).toBe(0);
    expect(await db.deckDesignEvent.count({ where: { deckId } })).toBe(0);
  });

  it("gets the same 404 for a deck that doesn't exist", async () => {
    for (const verb of verbs) {
      const elsewhere = { ...verb.input, deckId: "no-such-deck" };
      expect({ verb: verb.name, ...(await refusal(verb.run(owner.id, elsewhere))) }).toEqual({ verb: verb.name, ...DECK_NOT_FOUND });
    }
  });

  it("gets the same 404 for a screen game's moves, whether the game exists or not, whatever the moves", async () => {
    const moves = { gameId: screenGameId, fromIndex: 0, actions: [{ type: "tick", atMs: 10 }] };
    expect(await refusal(recordActions(stranger.id, moves))).toEqual(GAME_NOT_FOUND);
    expect(await refusal(recordActions(stranger.id, { gameId: screenGameId, fromIndex: "x", actions: 7 }))).toEqual(GAME_NOT_FOUND);
    expect(await refusal(recordActions(owner.id, { ...moves, gameId: "no-such-game" }))).toEqual(GAME_NOT_FOUND);
    expect(await db.gameAction.count({ where: { gameId: screenGameId } })).toBe(0);
  });

  it("can't see the deck page or list the deck's games", async () => {
    expect(await refusal(deckPage(stranger.id, deckId))).toEqual(DECK_NOT_FOUND);
    expect((await deckPage(viewer.id, deckId)).games).toHaveLength(2);
  });
});

describe("a member with too low a role", () => {
  it("is told so (403) before anything about their input", async () => {
    for (const verb of verbs.filter((v) => v.role !== "VIEWER")) {
      const refused = await refusal(verb.run(viewer.id, garbled(verb.input)));
      expect({ verb: verb.name, status: refused.status }).toEqual({ verb: verb.name, status: 403 });
    }
  });
});

describe("a request that doesn't say which deck it is about", () => {
  it("is refused (400) with a plain message, whoever sends it", async () => {
    for (const input of [{}, { deckId: 42 }, { deckId: "" }]) {
      expect(await refusal(writeWords(stranger.id, input))).toEqual({ status: 400, message: "That request doesn't say which deck it is about." });
    }
  });
});

describe("probing a deck's setup (hardening 12)", () => {
  async function deckInSetup() {
    const deck = await makeDeck(owner.id, { start: "setup" });
    const deal = readSetupDeal((await db.deck.findUniqueOrThrow({ where: { id: deck.deckId } })).setupDeal);
    const turn = (playerIndex: number, requestKey = key()) => {
      const playerId = deck.players[playerIndex]!.id;
      return { deckId: deck.deckId, playerId, requestKey, words: deal[playerId]!.map((cardId, i) => ({ cardId, word: `Word ${playerIndex} ${i}` })) };
    };
    return { ...deck, turn };
  }

  it("a finished setup is not confirmed to a non-member: 404, not 409", async () => {
    const deck = await deckInSetup();
    await writeSetupWords(owner.id, deck.turn(0));
    await writeSetupWords(owner.id, deck.turn(1));
    expect(await refusal(writeSetupWords(owner.id, deck.turn(0)))).toEqual({ status: 409, message: "This deck's setup is already finished." });
    expect(await refusal(writeSetupWords(stranger.id, deck.turn(0)))).toEqual(DECK_NOT_FOUND);
  });

  it("player ids are not confirmed to a non-member: a real one and a made-up one get the same 404", async () => {
    const deck = await deckInSetup();
    const real = deck.turn(0);
    expect(await refusal(writeSetupWords(stranger.id, real))).toEqual(DECK_NOT_FOUND);
    expect(await refusal(writeSetupWords(stranger.id, { ...real, playerId: "made-up" }))).toEqual(DECK_NOT_FOUND);
    expect(await refusal(writeSetupWords(owner.id, { ...real, playerId: "made-up" }))).toEqual({ status: 404, message: "That player doesn't exist, or isn't shared with you." });
  });

  it("a member's request key replayed by a non-member is 404, not ok", async () => {
    const deck = await deckInSetup();
    const turn = deck.turn(0);
    await writeSetupWords(owner.id, turn);
    await writeSetupWords(owner.id, deck.turn(1));
    expect(await writeSetupWords(owner.id, turn)).toMatchObject({ replayed: true });
    expect(await refusal(writeSetupWords(stranger.id, turn))).toEqual(DECK_NOT_FOUND);
  });
});

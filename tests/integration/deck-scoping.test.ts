// A member of one deck naming another deck's things: every server action, route and page that
// takes an id, tried by Alice (owner of deck A) with the ids of Bob's deck B, answers exactly as
// it does for an id that names nothing (404), tells nothing of deck B, and changes nothing there.
// Card ids are printed in every QR code, so anyone holding one of Bob's printed cards has one.
import { readdirSync } from "node:fs";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteDeckAction } from "@/app/account/actions/delete-deck";
import { handOverDeckAction } from "@/app/account/actions/hand-over-deck";
import { GET as liveRoute } from "@/app/api/decks/[deckId]/table/[gameId]/live/route";
import { addPlayerAction } from "@/app/decks/[deckId]/actions/add-player";
import { changeCardStatusAction } from "@/app/decks/[deckId]/actions/change-card-status";
import { correctWordAction } from "@/app/decks/[deckId]/actions/correct-word";
import { drawCardWithWordAction } from "@/app/decks/[deckId]/actions/draw-card-with-word";
import { recordGameActionsAction } from "@/app/decks/[deckId]/actions/record-game-actions";
import { setPlayerArchivedAction } from "@/app/decks/[deckId]/actions/set-player-archived";
import { startScreenGameAction } from "@/app/decks/[deckId]/actions/start-screen-game";
import { writeSetupWordsAction } from "@/app/decks/[deckId]/actions/write-setup-words";
import { writeWordsAction } from "@/app/decks/[deckId]/actions/write-words";
import { GET as artRoute } from "@/app/decks/[deckId]/art/[artId]/route";
import CardPage from "@/app/decks/[deckId]/cards/[cardId]/page";
import { correctCheckedWordAction } from "@/app/decks/[deckId]/check/actions/correct-checked-word";
import { markCardFoundAction } from "@/app/decks/[deckId]/check/actions/mark-card-found";
import { noteDeckCheckAction } from "@/app/decks/[deckId]/check/actions/note-deck-check";
import { markCardsLostAction } from "@/app/decks/[deckId]/check/actions/mark-cards-lost";
import CheckPage from "@/app/decks/[deckId]/check/page";
import { cropCardPictureAction } from "@/app/decks/[deckId]/design/actions/crop-card-picture";
import { previewDesignAction } from "@/app/decks/[deckId]/design/actions/preview-design";
import { removeCardPictureAction } from "@/app/decks/[deckId]/design/actions/remove-card-picture";
import DesignPage from "@/app/decks/[deckId]/design/page";
import { GET as pictureRoute } from "@/app/decks/[deckId]/design/pictures/[pictureId]/route";
import { POST as uploadPictureRoute } from "@/app/decks/[deckId]/design/pictures/route";
import AsItWasPage from "@/app/decks/[deckId]/history/as-it-was/page";
import { GET as bookletRoute } from "@/app/decks/[deckId]/history/booklet/route";
import ChartsPage from "@/app/decks/[deckId]/history/charts/page";
import { GET as csvRoute } from "@/app/decks/[deckId]/history/export/csv/route";
import { GET as zipRoute } from "@/app/decks/[deckId]/history/export/zip/route";
import ExportPage from "@/app/decks/[deckId]/history/export/page";
import GamesPage from "@/app/decks/[deckId]/history/games/page";
import TimelinePage from "@/app/decks/[deckId]/history/page";
import PlayerPage from "@/app/decks/[deckId]/history/players/[playerId]/page";
import PlayersPage from "@/app/decks/[deckId]/history/players/page";
import ImportWordsPage from "@/app/decks/[deckId]/import/page";
import { changeRoleAction } from "@/app/decks/[deckId]/members/actions/change-role";
import { createInviteAction } from "@/app/decks/[deckId]/members/actions/create-invite";
import { removeMemberAction } from "@/app/decks/[deckId]/members/actions/remove-member";
import { revokeInviteAction } from "@/app/decks/[deckId]/members/actions/revoke-invite";
import MembersPage from "@/app/decks/[deckId]/members/page";
import { createRoomAction } from "@/app/decks/[deckId]/online/actions/create-room";
import NewRoomPage from "@/app/decks/[deckId]/online/new/page";
import DeckPage from "@/app/decks/[deckId]/page";
import PlayPage from "@/app/decks/[deckId]/play/[gameId]/page";
import ReplayPage from "@/app/decks/[deckId]/play/[gameId]/replay/page";
import NewGamePage from "@/app/decks/[deckId]/play/new/page";
import { previewPrintPageAction } from "@/app/decks/[deckId]/print/actions/preview-print-page";
import { saveDeckDesignAction } from "@/app/decks/[deckId]/print/actions/save-deck-design";
import { GET as alignmentRoute } from "@/app/decks/[deckId]/print/alignment/route";
import { GET as backImageRoute, POST as uploadBackImageRoute } from "@/app/decks/[deckId]/print/back-image/route";
import PrintPage from "@/app/decks/[deckId]/print/page";
import { GET as contactSheetRoute } from "@/app/decks/[deckId]/print/order/contact-sheet/route";
import { GET as orderRoute } from "@/app/decks/[deckId]/print/order/route";
import { GET as pdfRoute } from "@/app/decks/[deckId]/print/pdf/route";
import { addBotWordsAction } from "@/app/decks/[deckId]/settings/actions/add-bot-words";
import { removeBotWordAction } from "@/app/decks/[deckId]/settings/actions/remove-bot-word";
import { setDeckTimeZoneAction } from "@/app/decks/[deckId]/settings/actions/set-deck-time-zone";
import { setWordsInFontAction } from "@/app/decks/[deckId]/settings/actions/set-words-in-font";
import SettingsPage from "@/app/decks/[deckId]/settings/page";
import SetupPage from "@/app/decks/[deckId]/setup/page";
import TableSessionPage from "@/app/decks/[deckId]/table/[gameId]/page";
import { endTableSessionAction } from "@/app/decks/[deckId]/table/actions/end-table-session";
import { recordTableSnapAction } from "@/app/decks/[deckId]/table/actions/record-table-snap";
import { startTableSessionAction } from "@/app/decks/[deckId]/table/actions/start-table-session";
import { undoLastTableSnapAction } from "@/app/decks/[deckId]/table/actions/undo-last-table-snap";
import TablePage from "@/app/decks/[deckId]/table/page";
import { joinRoomSeatAction } from "@/app/join/actions/join-room-seat";
import { roomFacesAction } from "@/app/online/[roomId]/actions/room-faces";
import { GET as roomArtRoute } from "@/app/online/[roomId]/art/[artId]/route";
import OnlineRoomPage from "@/app/online/[roomId]/page";
import type { ActionResult } from "@/lib/actions/run-action";
import { getCurrentUser, requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { GameAction } from "@/lib/rules";
import { makePng } from "../unit/print/png";
import { key } from "./deck-helpers";
import { aWonSnap, everythingOf, forgedSetup, secretsIn, twoFamilies, unknownIds, writeForgedGame, type Families, type Ids } from "./deck-scoping-helpers";

// Who is signed in is next-auth's business, read from the request's cookie; here it is Alice.
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn(), requireUser: vi.fn() }));
// Outside a request, the request's headers are the app's own address and it sends no cookies.
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost:3000" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined }),
}));

/** What a verb answered: its HTTP status (a page's 404 is Next.js's notFound()) and what it said. */
interface Outcome {
  status: number;
  body: unknown;
}

async function ofAction(result: Promise<ActionResult<unknown>>): Promise<Outcome> {
  const answer = await result;
  return answer.ok ? { status: 200, body: answer.data } : { status: answer.status, body: answer.error };
}

async function ofRoute(response: Promise<Response>): Promise<Outcome> {
  const answer = await response;
  const type = answer.headers.get("content-type") ?? "";
  return { status: answer.status, body: type.includes("json") ? await answer.json() : `${type}: ${answer.headers.get("content-length") ?? "?"} bytes` };
}

async function ofPage(page: Promise<unknown>): Promise<Outcome> {
  try {
    return { status: 200, body: await page };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    const status = /^NEXT_HTTP_ERROR_FALLBACK;(\d+)$/.exec(digest)?.[1];
    if (!status) throw error;
    return { status: Number(status), body: digest };
  }
}

const get = (path: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", "sec-fetch-site": "same-origin" } });
const params = <P>(value: P) => ({ params: Promise.resolve(value) });
const pageProps = <P>(value: P, search: Record<string, string> = {}) => ({ params: Promise.resolve(value), searchParams: Promise.resolve(search) });

/** A verb tried with one id: deck B's, then one naming nothing. */
type Probe = (ids: Ids) => Promise<Outcome>;

/**
 * How a verb answers another deck's id. Most ids are looked up in the deck, and are 404 like an id
 * of nothing; `refusedAs` is for ids checked against a list the request's own record keeps (the
 * players at a table session, the seats of a room), refused with that list's own 400 message.
 */
type ProbeSpec = Probe | { refusedAs: number; run: Probe };

interface Verb {
  file: string;
  /** Each id the verb takes, tried in turn. */
  probes?: Record<string, ProbeSpec>;
  /** Why the verb takes no id of a deck's things (it is covered where it is tested). */
  none?: string;
}

let f: Families;
const A = () => f.ours.deckId;
const blankCard = () => f.ours.matchingPair[0].id;
const crop = { x: 0, y: 0, width: 0.5, height: 0.5 };

const ACTIONS: Verb[] = [
  { file: "app/(site)/forgot-password/actions/request-reset.ts", none: "takes an email address (password-reset.test.ts)" },
  { file: "app/(site)/reset-password/actions/reset-password.ts", none: "takes a reset link's token (password-reset.test.ts)" },
  { file: "app/(site)/sign-up/actions/sign-up.ts", none: "makes a new account" },
  { file: "app/account/actions/change-name.ts", none: "changes the asker's own name" },
  { file: "app/account/actions/adopt-browser-time-zone.ts", none: "keeps the asker's own browser's time zone (time-zones.test.ts)" },
  { file: "app/account/actions/change-password.ts", none: "changes the asker's own password" },
  { file: "app/account/actions/confirm-email-change.ts", none: "takes an email change link's token (account-profile.test.ts)" },
  { file: "app/account/actions/delete-account.ts", none: "deletes the asker's own account" },
  { file: "app/account/actions/request-email-change.ts", none: "takes an email address" },
  { file: "app/account/actions/sign-out-device.ts", none: "takes one of the account's own sessions; another account's is no such device (user-sessions.test.ts)" },
  { file: "app/account/actions/set-time-zone.ts", none: "sets the asker's own time zone (time-zones.test.ts)" },
  { file: "app/account/actions/sign-out-other-devices.ts", none: "ends the asker's own other sessions" },
  { file: "app/account/actions/delete-deck.ts", probes: { deck: (ids) => ofAction(deleteDeckAction({ deckId: ids.deck, confirmName: "Bob's deck" })) } },
  { file: "app/account/actions/hand-over-deck.ts", probes: { member: (ids) => ofAction(handOverDeckAction({ deckId: A(), memberUserId: ids.member })) } },
  { file: "app/decks/[deckId]/actions/add-player.ts", probes: { deck: (ids) => ofAction(addPlayerAction({ deckId: ids.deck, player: { name: "Gran", colour: "#7e22ce" } })) } },
  {
    file: "app/decks/[deckId]/actions/change-card-status.ts",
    probes: { card: (ids) => ofAction(changeCardStatusAction({ deckId: A(), cardId: ids.card, requestKey: key(), change: "CARD_LOST" })) },
  },
  {
    file: "app/decks/[deckId]/actions/correct-word.ts",
    probes: {
      card: (ids) => ofAction(correctWordAction({ deckId: A(), cardId: ids.card, requestKey: key(), word: "Mine", reason: "Spelling" })),
      player: (ids) => ofAction(correctWordAction({ deckId: A(), cardId: blankCard(), requestKey: key(), word: "Mine", reason: "Spelling", playerId: ids.player })),
    },
  },
  {
    file: "app/decks/[deckId]/actions/draw-card-with-word.ts",
    probes: {
      card: (ids) => ofAction(drawCardWithWordAction({ deckId: A(), cardId: ids.card, word: "Mine" })),
      deck: (ids) => ofAction(drawCardWithWordAction({ deckId: ids.deck, cardId: ids.card, word: "Mine" })),
    },
  },
  {
    file: "app/decks/[deckId]/actions/record-game-actions.ts",
    probes: { game: (ids) => ofAction(recordGameActionsAction({ gameId: ids.screenGame, fromIndex: 0, actions: [{ type: "tick", atMs: 10 }] })) },
  },
  {
    file: "app/decks/[deckId]/actions/set-player-archived.ts",
    probes: { player: (ids) => ofAction(setPlayerArchivedAction({ deckId: A(), playerId: ids.player, archived: true })) },
  },
  {
    file: "app/decks/[deckId]/actions/start-screen-game.ts",
    probes: {
      player: (ids) =>
        ofAction(startScreenGameAction({ deckId: A(), requestKey: key(), seats: [{ kind: "person", playerId: ids.player }, { kind: "bot", pace: "quick" }] })),
    },
  },
  {
    file: "app/decks/[deckId]/actions/write-setup-words.ts",
    probes: {
      player: (ids) => {
        const { deckId, dealt } = f.ours.setupDeck;
        return ofAction(writeSetupWordsAction({ deckId, playerId: ids.player, requestKey: key(), words: dealt.map((cardId) => ({ cardId, word: "Mine" })) }));
      },
      card: (ids) => {
        const { deckId, playerId, dealt } = f.ours.setupDeck;
        const words = [ids.card, ...dealt.slice(1)].map((cardId) => ({ cardId, word: "Mine" }));
        return ofAction(writeSetupWordsAction({ deckId, playerId, requestKey: key(), words }));
      },
    },
  },
  {
    file: "app/decks/[deckId]/actions/write-words.ts",
    probes: {
      card: (ids) => ofAction(writeWordsAction({ deckId: A(), requestKey: key(), kind: "IMPORT", writes: [{ cardId: ids.card, word: "Mine", playerId: null }] })),
      player: (ids) => ofAction(writeWordsAction({ deckId: A(), requestKey: key(), kind: "IMPORT", writes: [{ cardId: blankCard(), word: "Mine", playerId: ids.player }] })),
    },
  },
  {
    file: "app/decks/[deckId]/check/actions/correct-checked-word.ts",
    probes: { card: (ids) => ofAction(correctCheckedWordAction({ deckId: A(), cardId: ids.card, requestKey: key(), word: "Mine", reason: "Checked" })) },
  },
  {
    file: "app/decks/[deckId]/check/actions/mark-card-found.ts",
    probes: { card: (ids) => ofAction(markCardFoundAction({ deckId: A(), cardId: ids.card, requestKey: key(), reason: "Under the sofa" })) },
  },
  { file: "app/decks/[deckId]/check/actions/note-deck-check.ts", probes: { deck: (ids) => ofAction(noteDeckCheckAction({ deckId: ids.deck })) } },
  {
    file: "app/decks/[deckId]/check/actions/mark-cards-lost.ts",
    probes: { card: (ids) => ofAction(markCardsLostAction({ deckId: A(), requestKey: key(), cardIds: [ids.card] })) },
  },
  {
    file: "app/decks/[deckId]/design/actions/crop-card-picture.ts",
    probes: {
      picture: (ids) =>
        ofAction(cropCardPictureAction({ deckId: A(), pictureId: ids.picture, target: { kind: "cards", cardIds: [blankCard()] }, crop, requestKey: key() })),
      card: (ids) => ofAction(cropCardPictureAction({ deckId: A(), pictureId: ids.picture, target: { kind: "cards", cardIds: [ids.card] }, crop, requestKey: key() })),
    },
  },
  {
    file: "app/decks/[deckId]/design/actions/preview-design.ts",
    probes: { card: (ids) => ofAction(previewDesignAction({ deckId: A(), design: { theme: "forest" }, cardId: ids.card })) },
  },
  {
    file: "app/decks/[deckId]/design/actions/remove-card-picture.ts",
    probes: { card: (ids) => ofAction(removeCardPictureAction({ deckId: A(), target: { kind: "cards", cardIds: [ids.card] }, requestKey: key() })) },
  },
  { file: "app/decks/[deckId]/members/actions/change-role.ts", probes: { member: (ids) => ofAction(changeRoleAction({ deckId: A(), memberUserId: ids.member, role: "VIEWER" })) } },
  { file: "app/decks/[deckId]/members/actions/create-invite.ts", probes: { deck: (ids) => ofAction(createInviteAction({ deckId: ids.deck, role: "EDITOR", expiresInDays: 7 })) } },
  { file: "app/decks/[deckId]/members/actions/remove-member.ts", probes: { member: (ids) => ofAction(removeMemberAction({ deckId: A(), memberUserId: ids.member })) } },
  { file: "app/decks/[deckId]/members/actions/revoke-invite.ts", probes: { invite: (ids) => ofAction(revokeInviteAction({ deckId: A(), inviteId: ids.invite })) } },
  {
    file: "app/decks/[deckId]/online/actions/create-room.ts",
    probes: {
      player: (ids) => ofAction(createRoomAction({ deckId: A(), requestKey: key(), seats: [{ kind: "person", playerId: ids.player }, { kind: "bot", pace: "quick" }] })),
    },
  },
  {
    file: "app/decks/[deckId]/print/actions/preview-print-page.ts",
    probes: { card: (ids) => ofAction(previewPrintPageAction({ deckId: A(), query: `which=chosen&cards=${ids.card}`, page: 1 })) },
  },
  { file: "app/decks/[deckId]/settings/actions/add-bot-words.ts", probes: { deck: (ids) => ofAction(addBotWordsAction({ deckId: ids.deck, words: "Mine" })) } },
  { file: "app/decks/[deckId]/settings/actions/remove-bot-word.ts", probes: { deck: (ids) => ofAction(removeBotWordAction({ deckId: ids.deck, word: "Mine" })) } },
  { file: "app/decks/[deckId]/settings/actions/set-deck-time-zone.ts", probes: { deck: (ids) => ofAction(setDeckTimeZoneAction({ deckId: ids.deck, timeZone: "Europe/London" })) } },
  { file: "app/decks/[deckId]/settings/actions/set-words-in-font.ts", probes: { deck: (ids) => ofAction(setWordsInFontAction({ deckId: ids.deck, wordsInFont: true })) } },
  { file: "app/decks/[deckId]/print/actions/save-deck-design.ts", probes: { deck: (ids) => ofAction(saveDeckDesignAction({ deckId: ids.deck, theme: "forest", useBackImage: false })) } },
  { file: "app/decks/[deckId]/table/actions/end-table-session.ts", probes: { game: (ids) => ofAction(endTableSessionAction({ deckId: A(), gameId: ids.tableGame })) } },
  {
    file: "app/decks/[deckId]/table/actions/record-table-snap.ts",
    probes: {
      game: (ids) => {
        const [onTable, justPlayed] = f.ours.matchingPair;
        const words = [onTable, justPlayed].map((card) => ({ cardId: card.id, word: "Mine" }));
        return ofAction(
          recordTableSnapAction({ deckId: A(), gameId: ids.tableGame, requestKey: key(), winnerPlayerId: f.ours.players[0]!.id, onTableCardId: onTable.id, justPlayedCardId: justPlayed.id, words }),
        );
      },
      card: (ids) => {
        const justPlayed = f.ours.matchingPair[1];
        return ofAction(
          recordTableSnapAction({
            deckId: A(),
            gameId: f.ours.tableGame,
            requestKey: key(),
            winnerPlayerId: f.ours.players[0]!.id,
            onTableCardId: ids.card,
            justPlayedCardId: justPlayed.id,
            words: [{ cardId: justPlayed.id, word: "Mine" }],
          }),
        );
      },
      winner: {
        refusedAs: 400,
        run: (ids) => {
          const [onTable, justPlayed] = f.ours.matchingPair;
          const words = [onTable, justPlayed].map((card) => ({ cardId: card.id, word: "Mine" }));
          return ofAction(
            recordTableSnapAction({ deckId: A(), gameId: f.ours.tableGame, requestKey: key(), winnerPlayerId: ids.player, onTableCardId: onTable.id, justPlayedCardId: justPlayed.id, words }),
          );
        },
      },
    },
  },
  {
    file: "app/decks/[deckId]/table/actions/start-table-session.ts",
    probes: { player: (ids) => ofAction(startTableSessionAction({ deckId: A(), requestKey: key(), players: [f.ours.players[0]!.id, ids.player] })) },
  },
  { file: "app/decks/[deckId]/table/actions/undo-last-table-snap.ts", probes: { game: (ids) => ofAction(undoLastTableSnapAction({ deckId: A(), gameId: ids.tableGame, requestKey: key() })) } },
  { file: "app/decks/new/actions/create-deck.ts", none: "makes a new deck" },
  { file: "app/invite/[token]/actions/accept-invite.ts", none: "takes an invite link's token: whoever holds the link may join (sharing.test.ts)" },
  {
    file: "app/join/actions/join-room-seat.ts",
    probes: { seat: { refusedAs: 400, run: (ids) => ofAction(joinRoomSeatAction({ code: f.ours.room.code, seatId: ids.seat })) } },
  },
  { file: "app/join/actions/room-cookie.ts", none: "keeps the room cookie for the two actions beside it" },
  { file: "app/join/actions/watch-room.ts", none: "takes a room's code, which lets anyone watch (online-rooms.test.ts)" },
  {
    file: "app/online/[roomId]/actions/room-faces.ts",
    // The room's faces are null to anyone who may not see them, as for a room that doesn't exist.
    probes: {
      room: async (ids) => {
        const faces = await roomFacesAction(ids.room);
        return faces === null ? { status: 404, body: null } : { status: 200, body: faces };
      },
    },
  },
];

const pictureForm = (cardId: string) => {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(makePng(320, 320))], { type: "image/png" }), "cat.png");
  form.set("target", JSON.stringify({ kind: "cards", cardIds: [cardId] }));
  form.set("requestKey", key());
  return form;
};
const post = (path: string, body: FormData) => new NextRequest(`http://localhost:3000${path}`, { method: "POST", body, headers: { host: "localhost:3000", origin: "http://localhost:3000" } });

const ROUTES: Verb[] = [
  { file: "app/account/export/route.ts", none: "the asker's own account" },
  { file: "app/api/auth/[...nextauth]/route.ts", none: "next-auth's own sign-in" },
  { file: "app/api/health/route.ts", none: "says whether the app is up" },
  {
    file: "app/api/decks/[deckId]/table/[gameId]/live/route.ts",
    probes: {
      game: (ids) => ofRoute(liveRoute(get(`/api/decks/${A()}/table/${ids.tableGame}/live`), params({ deckId: A(), gameId: ids.tableGame }))),
      deck: (ids) => ofRoute(liveRoute(get(`/api/decks/${ids.deck}/table/${ids.tableGame}/live`), params({ deckId: ids.deck, gameId: ids.tableGame }))),
    },
  },
  {
    file: "app/decks/[deckId]/art/[artId]/route.ts",
    probes: {
      art: (ids) => ofRoute(artRoute(get(`/decks/${A()}/art/${ids.art}`), params({ deckId: A(), artId: ids.art }))),
      deck: (ids) => ofRoute(artRoute(get(`/decks/${ids.deck}/art/${ids.art}`), params({ deckId: ids.deck, artId: ids.art }))),
    },
  },
  {
    file: "app/decks/[deckId]/design/pictures/[pictureId]/route.ts",
    probes: {
      picture: (ids) => ofRoute(pictureRoute(get(`/decks/${A()}/design/pictures/${ids.picture}`), params({ deckId: A(), pictureId: ids.picture }))),
      deck: (ids) => ofRoute(pictureRoute(get(`/decks/${ids.deck}/design/pictures/${ids.picture}`), params({ deckId: ids.deck, pictureId: ids.picture }))),
    },
  },
  {
    file: "app/decks/[deckId]/design/pictures/route.ts",
    probes: {
      card: (ids) => ofRoute(uploadPictureRoute(post(`/decks/${A()}/design/pictures`, pictureForm(ids.card)), params({ deckId: A() }))),
      deck: (ids) => ofRoute(uploadPictureRoute(post(`/decks/${ids.deck}/design/pictures`, pictureForm(ids.card)), params({ deckId: ids.deck }))),
    },
  },
  { file: "app/decks/[deckId]/history/booklet/route.ts", probes: { deck: (ids) => ofRoute(bookletRoute(get(`/decks/${ids.deck}/history/booklet`), params({ deckId: ids.deck }))) } },
  { file: "app/decks/[deckId]/history/export/csv/route.ts", probes: { deck: (ids) => ofRoute(csvRoute(get(`/decks/${ids.deck}/history/export/csv`), params({ deckId: ids.deck }))) } },
  { file: "app/decks/[deckId]/history/export/zip/route.ts", probes: { deck: (ids) => ofRoute(zipRoute(get(`/decks/${ids.deck}/history/export/zip`), params({ deckId: ids.deck }))) } },
  { file: "app/decks/[deckId]/print/alignment/route.ts", probes: { deck: (ids) => ofRoute(alignmentRoute(get(`/decks/${ids.deck}/print/alignment`), params({ deckId: ids.deck }))) } },
  {
    file: "app/decks/[deckId]/print/back-image/route.ts",
    probes: {
      "deck (GET)": (ids) => ofRoute(backImageRoute(get(`/decks/${ids.deck}/print/back-image`), params({ deckId: ids.deck }))),
      "deck (POST)": (ids) => {
        const form = new FormData();
        form.set("image", new Blob([new Uint8Array(makePng(320, 320))], { type: "image/png" }), "back.png");
        return ofRoute(uploadBackImageRoute(post(`/decks/${ids.deck}/print/back-image`, form), params({ deckId: ids.deck })));
      },
    },
  },
  {
    file: "app/decks/[deckId]/print/order/contact-sheet/route.ts",
    probes: { deck: (ids) => ofRoute(contactSheetRoute(get(`/decks/${ids.deck}/print/order/contact-sheet?size=poker&format=png`), params({ deckId: ids.deck }))) },
  },
  { file: "app/decks/[deckId]/print/order/route.ts", probes: { deck: (ids) => ofRoute(orderRoute(get(`/decks/${ids.deck}/print/order?size=poker&format=png`), params({ deckId: ids.deck }))) } },
  {
    file: "app/decks/[deckId]/print/pdf/route.ts",
    probes: {
      card: (ids) => ofRoute(pdfRoute(get(`/decks/${A()}/print/pdf?which=chosen&cards=${ids.card}`), params({ deckId: A() }))),
      deck: (ids) => ofRoute(pdfRoute(get(`/decks/${ids.deck}/print/pdf?which=all`), params({ deckId: ids.deck }))),
    },
  },
  { file: "app/c/[code]/route.ts", none: "takes a card's short link code, not an id: tests/integration/scanning-cards.test.ts tries another family's code against an unknown one" },
  { file: "app/decks/import/file/route.ts", none: "makes a new deck from a file, whose references the import checks against the file itself" },
  {
    file: "app/online/[roomId]/art/[artId]/route.ts",
    probes: {
      room: (ids) => ofRoute(roomArtRoute(get(`/online/${ids.room}/art/${ids.art}`), params({ roomId: ids.room, artId: ids.art }))),
      art: (ids) => ofRoute(roomArtRoute(get(`/online/${f.ours.room.roomId}/art/${ids.art}`), params({ roomId: f.ours.room.roomId, artId: ids.art }))),
    },
  },
];

/** A page of deck B (by its id) is 404 to Alice, like a page of a deck that doesn't exist. */
const deckPage =
  (page: (props: never) => Promise<unknown>): Probe =>
  (ids) =>
    ofPage(page(pageProps({ deckId: ids.deck }) as never));

/**
 * A page of one of deck A's things (its id in the address, `segment`), tried with deck B's thing
 * of that kind, and with deck B's own id beside it.
 */
function thingPage(page: (props: never) => Promise<unknown>, segment: string, thing: keyof Ids): Record<string, Probe> {
  const open = (deckId: string, id: string) => ofPage(page(pageProps({ deckId, [segment]: id }) as never));
  return { [thing]: (ids) => open(A(), ids[thing]), deck: (ids) => open(ids.deck, ids[thing]) };
}

const PAGES: Verb[] = [
  { file: "app/(site)/play/[game]/page.tsx", none: "names a kind of game (legacy, classic…), not an id" },
  { file: "app/invite/[token]/page.tsx", none: "takes an invite link's token (sharing.test.ts)" },
  { file: "app/join/[code]/page.tsx", none: "takes a room's code, which shows anyone the room's seats (online-rooms.test.ts)" },
  { file: "app/decks/[deckId]/page.tsx", probes: { deck: deckPage(DeckPage) } },
  { file: "app/decks/[deckId]/cards/[cardId]/page.tsx", probes: thingPage(CardPage, "cardId", "card") },
  { file: "app/decks/[deckId]/check/page.tsx", probes: { deck: deckPage(CheckPage) } },
  { file: "app/decks/[deckId]/design/page.tsx", probes: { deck: deckPage(DesignPage) } },
  {
    file: "app/decks/[deckId]/history/as-it-was/page.tsx",
    probes: { deck: deckPage(AsItWasPage), "game (?game=)": (ids) => ofPage(AsItWasPage(pageProps({ deckId: A() }, { game: ids.screenGame }))) },
  },
  { file: "app/decks/[deckId]/history/charts/page.tsx", probes: { deck: deckPage(ChartsPage) } },
  { file: "app/decks/[deckId]/history/export/page.tsx", probes: { deck: deckPage(ExportPage) } },
  { file: "app/decks/[deckId]/history/games/page.tsx", probes: { deck: deckPage(GamesPage) } },
  {
    file: "app/decks/[deckId]/history/page.tsx",
    probes: {
      deck: deckPage(TimelinePage),
      // The timeline leaves a filter of another deck's out with a message, as it does an unknown one.
      "card (?card=)": { refusedAs: 200, run: (ids) => ofPage(TimelinePage(pageProps({ deckId: A() }, { card: ids.card }))) },
      "player (?player=)": { refusedAs: 200, run: (ids) => ofPage(TimelinePage(pageProps({ deckId: A() }, { player: ids.player }))) },
      "game (?game=)": { refusedAs: 200, run: (ids) => ofPage(TimelinePage(pageProps({ deckId: A() }, { game: ids.tableGame }))) },
    },
  },
  { file: "app/decks/[deckId]/history/players/[playerId]/page.tsx", probes: thingPage(PlayerPage, "playerId", "player") },
  { file: "app/decks/[deckId]/history/players/page.tsx", probes: { deck: deckPage(PlayersPage) } },
  { file: "app/decks/[deckId]/import/page.tsx", probes: { deck: deckPage(ImportWordsPage) } },
  { file: "app/decks/[deckId]/members/page.tsx", probes: { deck: deckPage(MembersPage) } },
  { file: "app/decks/[deckId]/online/new/page.tsx", probes: { deck: deckPage(NewRoomPage) } },
  { file: "app/decks/[deckId]/play/[gameId]/page.tsx", probes: thingPage(PlayPage, "gameId", "screenGame") },
  { file: "app/decks/[deckId]/play/[gameId]/replay/page.tsx", probes: thingPage(ReplayPage, "gameId", "screenGame") },
  { file: "app/decks/[deckId]/play/new/page.tsx", probes: { deck: deckPage(NewGamePage) } },
  { file: "app/decks/[deckId]/print/page.tsx", probes: { deck: deckPage(PrintPage) } },
  { file: "app/decks/[deckId]/settings/page.tsx", probes: { deck: deckPage(SettingsPage) } },
  { file: "app/decks/[deckId]/setup/page.tsx", probes: { deck: deckPage(SetupPage) } },
  { file: "app/decks/[deckId]/table/[gameId]/page.tsx", probes: thingPage(TableSessionPage, "gameId", "tableGame") },
  { file: "app/decks/[deckId]/table/page.tsx", probes: { deck: deckPage(TablePage) } },
  { file: "app/online/[roomId]/page.tsx", probes: { room: (ids) => ofPage(OnlineRoomPage(pageProps({ roomId: ids.room }))) } },
];

/** The app's files under `app/` whose path passes the test, as the rows name them. */
function appFiles(test: (path: string) => boolean): string[] {
  return (readdirSync("app", { recursive: true }) as string[])
    .map((path) => `app/${path.replaceAll("\\", "/")}`)
    .filter(test)
    .sort();
}

describe("every verb that takes an id has a row here", () => {
  const named = (verbs: Verb[]) => verbs.map((verb) => verb.file).sort();
  it("every file of server actions", () => {
    expect(named(ACTIONS)).toEqual(appFiles((path) => /\/actions\/[^/]+\.ts$/.test(path)));
  });
  it("every route handler", () => {
    expect(named(ROUTES)).toEqual(appFiles((path) => path.endsWith("/route.ts")));
  });
  it("every page with an id in its address", () => {
    expect(named(PAGES)).toEqual(appFiles((path) => path.endsWith("/page.tsx") && path.includes("[")));
  });
  it("every row either tries its ids or says why it takes none", () => {
    for (const verb of [...ACTIONS, ...ROUTES, ...PAGES]) expect({ file: verb.file, rowed: (verb.probes === undefined) !== (verb.none === undefined) }).toEqual({ file: verb.file, rowed: true });
  });
});

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  f = await twoFamilies();
}, 60_000);
afterAll(() => vi.restoreAllMocks());

beforeEach(() => {
  vi.mocked(getCurrentUser).mockResolvedValue(f.alice);
  vi.mocked(requireUser).mockResolvedValue(f.alice);
});

const withProbes = (verbs: Verb[]) =>
  verbs.flatMap((verb) => Object.entries(verb.probes ?? {}).map(([id, probe]) => ({ name: `${verb.file}: ${id}`, probe })));

describe.each([
  ["server action", ACTIONS],
  ["route", ROUTES],
  ["page", PAGES],
])("a %s, asked by a member of deck A with an id of deck B", (_kind, verbs) => {
  for (const { name, probe } of withProbes(verbs as Verb[])) {
    it(`${name} answers as for an id of nothing, tells nothing of deck B and changes nothing there`, async () => {
      const run = typeof probe === "function" ? probe : probe.run;
      const before = await everythingOf(f.theirs.deck);
      const theirs = await run(f.theirs);
      const nothing = await run(unknownIds());
      expect(await everythingOf(f.theirs.deck)).toEqual(before);
      expect(secretsIn(theirs.body)).toEqual([]);
      expect(theirs).toEqual(nothing);
      expect(theirs.status).toBe(typeof probe === "function" ? 404 : probe.refusedAs);
    });
  }
});

describe("a screen game of deck A whose stored setup deals a card of deck B", () => {
  it("is played to a won snap without ever telling that card's word or face, and deck B's card is untouched", async () => {
    const theirCard = await db.card.findUniqueOrThrow({ where: { id: f.theirs.card } });
    const ourCard = f.ours.cards.find((c) => c.rank === theirCard.rank && c.word === null)!;
    const setup = forgedSetup({ players: f.ours.players, theirCard, ourCard });
    const game = await writeForgedGame(A(), f.alice.id, "SCREEN", setup);
    const moves = aWonSnap(setup);
    expect(moves.map((move) => move.type)).toEqual(["turn", "turn", "shout", "resolveShouts", "writeWords"]);
    expect(Object.keys((moves[4] as Extract<GameAction, { type: "writeWords" }>).words).sort()).toEqual([theirCard.id, ourCard.id].sort());
    const before = await everythingOf(f.theirs.deck);

    const replies = [];
    for (const [index, move] of moves.entries()) replies.push(await ofAction(recordGameActionsAction({ gameId: game.id, fromIndex: index, actions: [move] })));

    expect(replies.map((reply) => secretsIn(reply.body))).toEqual(moves.map(() => []));
    expect(JSON.stringify(replies)).not.toContain(f.theirs.art);
    expect(replies.slice(0, 4).map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(replies[4]).toEqual({ status: 404, body: "That card doesn't exist, or isn't shared with you." });
    expect(await everythingOf(f.theirs.deck)).toEqual(before);
    // The words were refused together: nothing was written on deck A's card either.
    expect(await db.card.findUniqueOrThrow({ where: { id: ourCard.id } })).toMatchObject({ word: null });
    expect(await db.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({ actionCount: 4 });
  });
});

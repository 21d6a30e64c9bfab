import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { createJudgeStore } from "@/lib/games/online/judge-store";
import { joinRoomSeat } from "@/lib/games/online/rooms/join-room-seat";
import { roomSetup } from "@/lib/games/online/rooms/room-setup";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { browserForThisFile, lookedAtWideAndOnAPhone, screenshot } from "../support/browser";
import { openRoom } from "../support/online-room";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;
let deckUrl: string;

/**
 * Mum opens a room for Mum and Dad; Dad joins by the code and Mum starts the game (through the rooms'
 * own functions: nobody plays it here), and the judge keeps two snaps' verdicts as it keeps them in
 * play: Mum's win with Dad's press after it, then Dad's win over Mum's false start.
 */
beforeAll(async () => {
  // The test's own writes go to the shared app's database.
  vi.stubEnv("DATABASE_URL", inject("databaseUrl"));
  page = await browser.visitor(baseUrl);
  const mumAccount = await signedUpAs(page, "Mum");
  deckUrl = await deckWeAlreadyHave(mumAccount, "Shouting Deck");
  const { roomUrl, code } = await openRoom(page, deckUrl, { people: ["Mum", "Dad"], deal: 28 });
  await page.goto(deckUrl);

  const roomId = roomUrl.split("/").at(-1)!;
  const room = await db.onlineRoom.findUniqueOrThrow({ where: { id: roomId }, select: { deckId: true, hostId: true, setup: true } });
  const [mum, dad] = roomSetup(room.setup).seats.map((s) => s.id) as [string, string];
  await joinRoomSeat({ userId: null }, { code, seatId: dad });
  const { gameId } = await startRoom(room.hostId, { roomId });
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { setup: true } });
  const store = createJudgeStore({ roomId, gameId, deckId: room.deckId, hostId: room.hostId, setup: roomSetup(game.setup) });
  await store.recordVerdict({
    turn: 6,
    winner: mum,
    showAt: 0,
    shouts: [
      { seatId: mum, call: "snap", reactionMs: 287, oneWayMs: 9, outcome: "won" },
      { seatId: dad, call: "snap", reactionMs: 1_140, oneWayMs: 31, outcome: "refused", reason: REFUSED.alreadyDecided },
    ],
  });
  await store.recordVerdict({
    turn: 13,
    winner: dad,
    showAt: 0,
    shouts: [
      { seatId: mum, call: "snap", reactionMs: 64, oneWayMs: 10, outcome: "falseStart" },
      { seatId: dad, call: "snap", reactionMs: 342, claimedMs: 298, oneWayMs: 30, outcome: "won" },
    ],
  });
}, 120_000);

afterAll(async () => {
  await db.$disconnect();
  vi.unstubAllEnvs();
});

/** The shouts a snap's disclosure shows, each as "Player: call · reaction · delay · verdict". */
async function shoutsShown(snap: ReturnType<Page["getByRole"]>): Promise<string[]> {
  return snap.getByRole("group").getByRole("listitem").evaluateAll((items) =>
    items.map((item) => [item.querySelector("p")!.textContent, ...[...item.querySelectorAll("dd")].map((dd) => dd.textContent)].join(" · ")),
  );
}

describe("the history's view of an online game", () => {
  it("a family member opens the deck's history, its games, an online game's events, and sees every shout of each snap with its outcome", async () => {
    await page.getByRole("navigation", { name: "Deck" }).getByRole("link", { name: "History" }).click();
    await page.getByRole("navigation", { name: "History" }).getByRole("link", { name: "Games" }).click();
    await page.getByRole("heading", { name: "Every game, newest first" }).waitFor();
    await page.getByRole("link", { name: /^Its events\b/ }).click();
    await page.getByRole("heading", { name: "Shouts at each snap of Game 1" }).waitFor();

    const section = page.getByRole("region", { name: "Shouts at each snap of Game 1" });
    const snaps = section.getByRole("list").first().locator(":scope > li");
    await expect(snaps.allTextContents()).resolves.toEqual([
      expect.stringContaining("Card 6 · Mum won with a reaction of 287 ms."),
      expect.stringContaining("Card 13 · Dad won with a reaction of 342 ms."),
    ]);
    // Closed until asked for: the timeline is not flooded.
    expect(await section.getByText("False start: faster than anyone can react").isVisible()).toBe(false);

    await section.getByText("Shouts at this snap (2), card 6").click();
    expect(await shoutsShown(snaps.nth(0))).toEqual(["Mum · Snap! · 287 ms · 9 ms · Won", "Dad · Snap! · 1140 ms · 31 ms · Too late: the snap was already decided"]);
    await section.getByText("Shouts at this snap (2), card 13").click();
    expect(await shoutsShown(snaps.nth(1))).toEqual([
      "Mum · Snap! · 64 ms · 10 ms · False start: faster than anyone can react",
      "Dad · Snap! · 342 ms (its device said 298 ms: faster than its connection allows) · 30 ms · Won",
    ]);
    await lookedAtWideAndOnAPhone(page, "history-game-shouts");
  });

  it("someone outside the deck gets not found for the game's view, as for a game that doesn't exist", async () => {
    const gameView = page.url();
    const stranger = await browser.visitor(baseUrl);
    await signedUpAs(stranger, "Nosy");
    const response = await stranger.goto(gameView);
    expect(response?.status()).toBe(404);
    expect(await stranger.getByText("Shouts at each snap").count()).toBe(0);
    const told = await stranger.locator("main").innerText();
    await screenshot(stranger, "history-game-shouts-stranger");
    const noSuchDeck = await stranger.goto(gameView.replace(/\/decks\/[^/]+\//, "/decks/no-such-deck/"));
    expect(noSuchDeck?.status()).toBe(404);
    expect(await stranger.locator("main").innerText()).toBe(told);
  });
});

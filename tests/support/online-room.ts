import type { Page } from "playwright-core";
import { requiredCall, type FaceUpCard } from "@/lib/rules";
import { openTableRules } from "./chooser";
import { playThisDeck } from "./journeys";
import { cardsTurned, topCard } from "./play-screen";

/** The host opens a room from the deck's "Play online" page: Snap Legacy, these people, no bots, a
 *  fixed deal; the host is the first of them. Returns the room's address and its join code. */
export async function openRoom(page: Page, deckUrl: string, options: { people: string[]; deal: number }): Promise<{ roomUrl: string; code: string }> {
  await page.goto(deckUrl);
  await playThisDeck(page, "Play online");
  await page.getByRole("heading", { name: "Play online" }).waitFor();
  await page.getByRole("radio", { name: "Snap Legacy" }).check();
  for (const person of options.people) await page.getByRole("checkbox", { name: person, exact: true }).check();
  await page.getByRole("button", { name: "Remove bot 1" }).click();
  await openTableRules(page);
  await page.getByLabel("Deal number (optional)").fill(String(options.deal));
  await page.getByLabel("Which player are you?").selectOption({ label: `I am ${options.people[0]}` });
  await page.getByRole("button", { name: "Open the room" }).click();
  await page.waitForURL(/\/online\/[^/]+$/);
  const code = await page.getByText(/^Room code: [A-Z0-9]+$/).textContent();
  return { roomUrl: page.url(), code: code!.replace("Room code: ", "").trim() };
}

/** Someone without an account types the code at /join and says who they are ("I'm Dad"), or watches. */
export async function joinByCode(page: Page, code: string, who: { as: string } | "watch"): Promise<void> {
  await page.goto("/join");
  await page.getByLabel(/^The room.s code/).fill(code);
  await page.getByRole("button", { name: "Join" }).click();
  if (who === "watch") await page.getByRole("button", { name: "Just watch" }).click();
  else await page.getByRole("button", { name: new RegExp(`^I.m ${who.as}$`) }).click();
  await page.waitForURL(/\/online\/[^/]+$/);
}

/** Waits until every device shows this many cards turned. */
export async function everyDeviceShows(pages: readonly Page[], turned: number): Promise<void> {
  await Promise.all(pages.map((page) => page.getByText(new RegExp(`\\b${turned} cards turned`)).waitFor()));
}

/** What the table says of a call made too soon after the card was painted (docs/rules.md). */
export const FALSE_START = /too soon for anyone to react, a false start/;

/** What the table says of a right shout, before the shouting closes and the snap is decided. */
export const RIGHT_SHOUT = /^.+ shouted .+ Right! \([\d.]+ ms\)$/;

/**
 * The table's news line (the last thing the rules said) marked as it is now, so that whatever it
 * says next is told apart from it, the same words again included: each thing said is a line of its
 * own, and there is only ever one on screen (a count of lines saying a false start stays at one
 * when a second comes). `newer()` is the line's text once it has changed since, else null.
 */
export async function markNews(page: Page): Promise<{ newer(): Promise<string | null> }> {
  const status = page.getByRole("status").first();
  await status.locator("p").evaluate((line) => line.setAttribute("data-seen-in-test", ""));
  const fresh = status.locator("p:not([data-seen-in-test])");
  return { newer: async () => ((await fresh.count()) === 0 ? null : fresh.first().textContent()) };
}

/** How long the next player's device may take to offer its pile (the server's step saying whose turn it is). */
const PILE_OFFERED_WITHIN_MS = 15_000;

/**
 * The player whose turn it is turns their card on their own device (the only device with a "Turn
 * my card" pile), and every device shows it. Returns the seat that turned. The pile is waited for:
 * every device shows the card before it a moment before the server's next step reaches the device
 * whose turn comes next.
 */
export async function turnOnTheirDevice(players: Record<string, Page>, everyone: readonly Page[]): Promise<string> {
  const any = everyone[0]!;
  const before = await cardsTurned(any);
  const piles = Object.entries(players).map(([seat, page]) => ({ seat, pile: page.getByRole("button", { name: "Turn my card (key Enter)" }) }));
  const offered = await Promise.any(piles.map(async (device) => (await device.pile.waitFor({ timeout: PILE_OFFERED_WITHIN_MS }), device))).catch(() => {
    throw new Error("Nobody's device offers to turn a card now.");
  });
  await offered.pile.click();
  await everyDeviceShows(everyone, before + 1);
  return offered.seat;
}

/** Turns cards until the two tops match; returns the call the rules require then. */
export async function turnUntilMatch(players: Record<string, Page>, everyone: readonly Page[], seats: [string, string]): Promise<NonNullable<ReturnType<typeof requiredCall>>> {
  const watcher = everyone.at(-1)!;
  for (let turn = 0; turn < 200; turn++) {
    const turnedBy = await turnOnTheirDevice(players, everyone);
    // The faces come from the server once the game starts: wait for the turned card's.
    await watcher.getByRole("region", { name: `${turnedBy}’s place` }).getByRole("img").first().waitFor();
    const tops: (FaceUpCard | null)[] = [await topCard(watcher, seats[0]), await topCard(watcher, seats[1])];
    const [first, second] = tops;
    if (!first || !second) continue;
    const [onTable, justPlayed] = turnedBy === seats[0] ? [second, first] : [first, second];
    const call = requiredCall(onTable, justPlayed);
    if (call !== null) return call;
  }
  throw new Error("No match in 200 turns.");
}

import type { Page } from "playwright-core";
import type { FaceUpCard } from "@/lib/rules";
import { openTableRules } from "./chooser";

const RANKS: Record<string, string> = { Ace: "A", Jack: "J", Queen: "Q", King: "K" };
const SUITS: Record<string, string> = { Clubs: "clubs", Diamonds: "diamonds", Hearts: "hearts", Spades: "spades" };

/** Reads a card back from what the screen says about it ("7 of Hearts, with the word “Teapot”"). */
export function parseCard(label: string): FaceUpCard {
  const m = label.match(/^(\S+) of (\w+)(?:, with the word “(.+)”|, no word yet)$/);
  if (!m) throw new Error(`Unreadable card: ${label}`);
  return { rank: RANKS[m[1]!] ?? m[1]!, suit: SUITS[m[2]!]!, word: m[3] ?? null };
}

/** The card on top of a seat's stack, as the screen describes it (null when the stack is empty). */
export async function topCard(page: Page, seat: string): Promise<FaceUpCard | null> {
  // Read at once (a snap can take the stack between a count and a read): no image, no card.
  const labels = await page
    .getByRole("region", { name: `${seat}’s place` })
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("aria-label")));
  return labels[0] ? parseCard(labels[0]) : null;
}

/** How many cards have been turned in this game, from the game's title line. */
export async function cardsTurned(page: Page): Promise<number> {
  const line = await page.getByText(/\d+ cards turned/).textContent();
  return Number(line!.match(/(\d+) cards turned/)![1]);
}

/**
 * Waits until the game's title line says at least `atLeast` cards have been turned. The page is
 * read ten times a second, not at every frame as waitForFunction reads it by default: reading the
 * page's text lays it out, and a game's screen redraws all the while its cards are turned (measured
 * on the two screen-fit files: 42–44 s of the machine's CPU before, 38–39 s after).
 */
export async function untilCardsTurned(page: Page, atLeast: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction((n) => Number(/(\d+) cards turned/.exec(document.body.innerText)?.[1] ?? 0) >= n, atLeast, { timeout, polling: 100 });
}

/**
 * Turns the next card (only people play in these games, so nothing moves on its own) and says
 * whose it was. Waits until the screen shows it.
 */
export async function turnNextCard(page: Page, seats: readonly string[]): Promise<string> {
  const before = await cardsTurned(page);
  for (const seat of seats) {
    const button = page.getByRole("button", { name: new RegExp(`^Turn ${seat}’s card`) });
    if ((await button.count()) === 0) continue;
    await button.click();
    await page.getByText(new RegExp(`\\b${before + 1} cards turned`)).waitFor();
    return seat;
  }
  throw new Error("Nobody can turn a card now.");
}

/** The table rule for tests that shout the instant a card shows, faster than a person could. */
export const SHOUTS_AT_ONCE = "No false starts";

/**
 * Deals a game of Snap Legacy from the deck's "Play on screen" chooser: the people chosen, no bots
 * unless asked (`bot`: their pace, `bots`: how many, one when not told), and what a bot does when it
 * wins a snap, by the chooser's words ("We write its words"). `falseStarts`: the table rule's label,
 * for tests that shout the instant a card shows, faster than any person ("No false starts").
 */
export async function dealGame(
  page: Page,
  deckUrl: string,
  options: { people: string[]; bot?: "relaxed" | "normal" | "quick"; bots?: number; botWords?: string; deal: number; falseStarts?: string },
) {
  await page.goto(`${deckUrl}/play/new`);
  await page.getByRole("heading", { name: "Play on screen" }).waitFor();
  await page.getByRole("radio", { name: "Snap Legacy" }).check();
  for (const person of options.people) await page.getByRole("checkbox", { name: person, exact: true }).check();
  if (options.bot) {
    await page.getByLabel("Bot 1 pace").selectOption(options.bot);
    for (let n = 2; n <= (options.bots ?? 1); n++) {
      await page.getByRole("button", { name: "Add a bot" }).click();
      await page.getByLabel(`Bot ${n} pace`).selectOption(options.bot);
    }
  } else await page.getByRole("button", { name: "Remove bot 1" }).click();
  await openTableRules(page);
  if (options.botWords) await page.getByRole("radio", { name: options.botWords }).check();
  if (options.falseStarts) await page.getByLabel("A false start is a call").selectOption({ label: options.falseStarts });
  await page.getByLabel("Deal number (optional)").fill(String(options.deal));
  await page.getByRole("button", { name: "Deal the cards" }).click();
  await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();
}

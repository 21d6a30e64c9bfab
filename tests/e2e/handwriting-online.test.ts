// The winner of a snap writes the new word by hand on her phone, with a pen and with a finger:
// online, the other device's table shows the card in her hand, and so does the deck's page after;
// on one device, the hand goes to the deck with the game's moves.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, playAtTestSpeed, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { everyDeviceShows, joinByCode, markNews, openRoom, RIGHT_SHOUT, turnUntilMatch } from "../support/online-room";
import { paintTimes, watchPaintTimes } from "../support/pad-paint";
import { cursiveLine, writeStroke } from "../support/pen";
import { dealGame, SHOUTS_AT_ONCE, topCard, turnNextCard } from "../support/play-screen";
import { requiredCall } from "@/lib/rules";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };

let mum: Page;
let dad: Page;
let deckUrl: string;

beforeAll(async () => {
  mum = await browser.visitor(baseUrl, PHONE, { touch: true });
  dad = await browser.visitor(baseUrl, { width: 1280, height: 800 });
  const mumAccount = await signedUpAs(mum, "Mum");
  deckUrl = await deckWeAlreadyHave(mumAccount, "Kitchen Drawer");
}, 120_000);
failOnPageErrors(() => mum);
failOnPageErrors(() => dad);

/** Mum's phone and Dad's laptop in a room, the game started. */
async function roomStarted(): Promise<void> {
  const { code } = await openRoom(mum, deckUrl, { people: ["Mum", "Dad"], deal: 4242 });
  await joinByCode(dad, code, { as: "Dad" });
  await dad.getByText("Waiting for Mum to start the game.").waitFor();
  await mum.getByRole("button", { name: "Start the game" }).click();
  await everyDeviceShows([mum, dad], 0);
}

/** Plays until Mum wins a snap of cards that want words: her words dialog is open. */
async function untilMumWritesWords(): Promise<ReturnType<Page["getByRole"]>> {
  const dialog = mum.getByRole("dialog", { name: "Mum won the snap!" });
  const turnPile = (page: Page) => page.getByRole("button", { name: "Turn my card (key Enter)" });
  const latestVerdict = mum.getByRole("region", { name: "Latest verdict" }).locator("p");
  const verdictNow = async () => ((await latestVerdict.count()) === 0 ? null : latestVerdict.first().textContent());
  for (let snap = 0; snap < 20; snap++) {
    const call = await turnUntilMatch({ Mum: mum, Dad: dad }, [mum, dad], ["Mum", "Dad"]);
    const [verdictBefore, news] = [await verdictNow(), await markNews(mum)];
    const button = call.kind === "snap" ? mum.getByRole("button", { name: /^Mum: Snap!/ }) : mum.getByRole("button", { name: new RegExp(`^Mum: ${call.word}!`, "i") });
    await button.click();
    // The call's outcome first: her words dialog, a new verdict, or the table saying anything but
    // her right shout (a false start, the snap won with the same verdict's words as the last one).
    // Until it comes, the pile of whoever turns next is still offered, and a card turned then would
    // leave Mum's words dialog to open after it, with nobody's turn to come.
    const outcome = async () => {
      if ((await dialog.isVisible()) || (await verdictNow()) !== verdictBefore) return "decided";
      const said = await news.newer();
      return said !== null && !RIGHT_SHOUT.test(said) ? "decided" : `waiting; the table says: ${said ?? "nothing new"}`;
    };
    await expect.poll(outcome, { timeout: 15_000 }).toBe("decided");
    // Mum writes (she won), or the table carries on (a false start, or cards that have words).
    await expect.poll(async () => (await dialog.isVisible()) || (await turnPile(mum).isVisible()) || (await turnPile(dad).isVisible()), { timeout: 15_000 }).toBe(true);
    if (await dialog.isVisible()) return dialog;
  }
  throw new Error("Mum won no snap that wanted words in 20 matches.");
}

describe("a word written by hand after a won snap online", () => {
  it("the winner writes it by hand on her phone, with a pen's pressure and a finger; the other device's table shows the card in her hand, and the deck's page after", async () => {
    await roomStarted();
    const dialog = await untilMumWritesWords();
    await dad.getByText("Mum is writing the new words on their device…").waitFor();

    const fields = dialog.getByLabel(/^Word for the /);
    const words = ["Lighthouse", "Marmalade"].slice(0, await fields.count());
    for (const [i, word] of words.entries()) {
      await fields.nth(i).fill(word);
      await dialog.getByRole("button", { name: new RegExp(`^Write it by hand\\s*\\(${word}\\)$`) }).click();
      const pad = dialog.getByRole("img", { name: `Write “${word}” by hand` });
      await pad.scrollIntoViewIfNeeded();
      // The first word with a pen (its pressure swelling and fading), the second with a finger.
      const by = i === 0 ? "pen" : "touch";
      if (i === 0) await watchPaintTimes(mum);
      await writeStroke(mum, pad, cursiveLine(0.14, 0.6), by);
      await writeStroke(mum, pad, cursiveLine(0.62, 0.86, 0.48), by);
      await dialog.getByText("2 strokes").waitFor();
      if (i === 0) {
        // Writing feels immediate on the play screen too: printed, never asserted as a time.
        const painted = await paintTimes(mum);
        expect(painted.moves).toBeGreaterThan(30);
        console.log(`on the online play screen's words dialog: ${painted.report}`);
        expect(await pad.locator("[data-strokes] path").count()).toBeGreaterThan(0);
        expect(await accessibilityViolations(mum)).toEqual([]);
        // The pad and its Undo stroke and Clear at the foot of the phone's screen, the word above.
        await dialog.getByRole("button", { name: "Clear" }).evaluate((button) => button.scrollIntoView({ block: "end" }));
        await screenshot(mum, "handwriting-online-words-dialog-phone", { fullPage: false });
      }
      await dialog.getByRole("button", { name: /^Done writing by hand/ }).click();
    }
    await dialog.getByRole("button", { name: "Write the words" }).click();
    await dialog.waitFor({ state: "detached" });

    // Dad's laptop reads the written faces from the server: the card shows Mum's hand.
    const justWritten = dad.getByRole("region", { name: "Just written" });
    await justWritten.locator("[data-handwriting] path").first().waitFor();
    expect(await justWritten.locator("[data-handwriting]").count()).toBe(words.length);
    await screenshot(dad, "handwriting-online-other-device", { fullPage: false });
    expect(await accessibilityViolations(dad)).toEqual([]);

    await mum.goto(deckUrl);
    await mum.getByText(`wrote after winning a snap “${words[0]}”`).waitFor();
    await showAllCards(mum);
    const hand = mum.locator("[data-handwriting] path");
    expect(await hand.count()).toBeGreaterThan(0);
    await hand.first().scrollIntoViewIfNeeded();
    await screenshot(mum, "handwriting-online-deck-page-phone", { fullPage: false });
  }, 240_000);

  it("on one device, the winner's word written by hand goes to the deck with the game's moves: its card shows her hand", async () => {
    await playAtTestSpeed(mum, baseUrl);
    await dealGame(mum, deckUrl, { people: ["Mum", "Dad"], deal: 5151, falseStarts: SHOUTS_AT_ONCE });
    const dialog = mum.getByRole("dialog", { name: "Mum won the snap!" });
    for (let snap = 0; snap < 20 && !(await dialog.isVisible()); snap++) {
      let call: ReturnType<typeof requiredCall> = null;
      for (let turn = 0; turn < 200 && call === null; turn++) {
        const turnedBy = await turnNextCard(mum, ["Mum", "Dad"]);
        const [mine, dads] = [await topCard(mum, "Mum"), await topCard(mum, "Dad")];
        if (mine && dads) call = turnedBy === "Mum" ? requiredCall(dads, mine) : requiredCall(mine, dads);
      }
      if (call === null) throw new Error("No match in 200 turns.");
      await mum.getByRole("button", { name: call.kind === "snap" ? /^Mum: Snap!/ : new RegExp(`^Mum: ${call.word}!`, "i") }).click();
      await dialog.or(mum.getByRole("button", { name: /^Turn (Mum|Dad)’s card/ })).first().waitFor();
    }
    const field = dialog.getByLabel(/^Word for the /).first();
    await field.fill("Teacup");
    await dialog.getByRole("button", { name: /^Write it by hand\s*\(Teacup\)$/ }).click();
    const pad = dialog.getByRole("img", { name: "Write “Teacup” by hand" });
    await pad.scrollIntoViewIfNeeded();
    await writeStroke(mum, pad, cursiveLine(0.16, 0.84), "pen");
    await dialog.getByText("1 stroke").waitFor();
    for (const [i, other] of (await dialog.getByLabel(/^Word for the /).all()).slice(1).entries()) await other.fill(["Saucer", "Spoon"][i]!);
    // The words and the hand go to the server with the game's moves, in one request.
    const recorded = mum.waitForResponse((r) => r.request().method() === "POST" && r.ok() && (r.request().postData() ?? "").includes('"drawings"'));
    await dialog.getByRole("button", { name: "Write the words" }).click();
    await mum.getByText(/Mum wrote .*“Teacup”.* on the deck, for good\./).waitFor();
    await recorded;

    await mum.goto(deckUrl);
    const entry = mum.getByText("wrote after winning a snap “Teacup”");
    await entry.waitFor();
    await mum.getByRole("listitem").filter({ has: entry }).getByRole("link").first().click();
    await mum.getByRole("heading", { name: "This card’s story" }).waitFor();
    expect(await mum.locator("[data-handwriting] path").count()).toBeGreaterThan(0);
  }, 240_000);
});

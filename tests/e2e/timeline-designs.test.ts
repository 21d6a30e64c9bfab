import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, lookedAtWideAndOnAPhone } from "../support/browser";
import { makeTestJpeg } from "../support/test-pictures";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

describe("the design story in the deck's history", () => {
  it("tells a new picture, its crop moved and the deck's new look once each on the timeline, and in the card's story the look in one line", async () => {
    const page = await browser.visitor(baseUrl);
    const ada = await signedUpAs(page, "Ada");
    const deckUrl = await deckWeAlreadyHave(ada, "Picture Snap");
    await page.goto(`${deckUrl}/import`);
    await page.getByLabel(/^Queen of Hearts/).fill("Crown");
    await page.getByRole("button", { name: "Save 1 word" }).click();
    await page.getByText("1 word entered.").waitFor();

    // The Queen of Hearts gets a picture, then its crop is moved; then the deck gets a look of its own.
    await page.goto(`${deckUrl}/design`);
    await page.getByLabel(/^Queen of Hearts/).check();
    await page.getByRole("button", { name: "Add a picture to 1 card" }).click();
    const upload = page.getByRole("dialog", { name: "Add a picture to Queen of Hearts" });
    await upload.getByLabel("Picture").setInputFiles({ name: "queen.jpg", mimeType: "image/jpeg", buffer: await makeTestJpeg(800, 1000, [170, 60, 90]) });
    await upload.getByRole("button", { name: "Upload picture" }).click();
    await page.getByText("The picture is on Queen of Hearts now.").waitFor();
    await page.getByRole("button", { name: "Crop (Queen of Hearts)" }).click();
    const crop = page.getByRole("dialog", { name: "Crop the picture of Queen of Hearts" });
    await crop.getByRole("img", { name: "The card as it will print, with this crop" }).waitFor();
    await crop.getByRole("application").focus();
    for (const key of ["+", "ArrowRight"]) await page.keyboard.press(key);
    await crop.getByRole("button", { name: "Save crop" }).click();
    await crop.getByText("Crop saved. This is the card as it will print.").waitFor();
    await page.keyboard.press("Escape");
    await page.getByLabel("Back", { exact: true }).fill("#7a1f3d");
    await page.getByRole("button", { name: "Save our theme" }).click();
    await page.getByText("Saved: the deck’s cards now use your theme.").waitFor();

    // The timeline: the word and the three design changes, newest first, each told once.
    await page.goto(`${deckUrl}/history`);
    await page.getByText("One event and 3 changes to the design so far.").waitFor();
    const events = page.getByRole("region", { name: /Every event/ });
    const entries = events.getByRole("listitem").filter({ hasText: /#\d+ ·|Design ·/ });
    await expect.poll(() => entries.allInnerTexts()).toEqual([
      expect.stringMatching(/^Design · Ada changed the deck’s look: theme Classic → our own/),
      expect.stringMatching(/^Design · Ada moved the crop of the picture on the Queen of Hearts/),
      expect.stringMatching(/^Design · Ada gave the Queen of Hearts a new picture/),
      expect.stringMatching(/^#1 · .* entered from the real deck “Crown” on Queen of Hearts/),
    ]);
    await events.getByRole("img", { name: "The picture with its crop moved" }).waitFor();
    await lookedAtWideAndOnAPhone(page, "history-design-story");

    // Only the design story, chosen from the kind filter.
    await page.getByLabel("Kind of event").selectOption({ label: "Pictures and the deck’s look" });
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/[?&]kind=design/);
    const matching = page.getByRole("region", { name: /Matching events/ });
    await matching.getByText("Pictures and the deck’s look").waitFor();
    await expect.poll(() => matching.getByRole("listitem").filter({ hasText: "Design ·" }).count()).toBe(3);
    expect(await matching.getByText("“Crown”").count()).toBe(0);

    // From the moved crop to the card's story: its picture given and its crop moved, the deck's look in one line.
    await matching.getByRole("listitem").filter({ hasText: "moved the crop" }).getByRole("link", { name: "Queen of Hearts" }).click();
    await page.getByRole("heading", { name: "Queen of Hearts" }).waitFor();
    const story = page.getByRole("region", { name: "This card’s story" });
    await expect.poll(() => story.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^.* entered from the real deck “Crown”/),
      expect.stringMatching(/^Ada gave this card a picture/),
      expect.stringMatching(/^Ada moved the crop of this card’s picture/),
      expect.stringMatching(/^The deck’s look changed ·/),
    ]);
    expect(await story.getByText(/theme Classic/).count()).toBe(0);
    await lookedAtWideAndOnAPhone(page, "card-story-design");
    await page.context().close();
  });
});

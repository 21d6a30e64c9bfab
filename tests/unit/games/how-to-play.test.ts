import { describe, expect, it } from "vitest";
import { howToPlay } from "@/lib/games/how-to-play";

const titles = (...args: Parameters<typeof howToPlay>) => howToPlay(...args).map((s) => s.title);

describe("how to play, in our own words", () => {
  it("Irish Snap: count around the table, slap a matching rank, the slowest collects, a false slap, getting out safely", () => {
    expect(titles("irish", null)).toEqual(["Count around the table", "Slap a matching rank", "The slowest collects", "A false slap", "Getting out safely", "Keys"]);
  });

  it("Classic Snap explains the variant being played, and only that one", () => {
    const pools = { pools: true, centrePile: false, onlyOwners: false, animals: false };
    expect(titles("classic", pools)).toContain("Snap pools");
    expect(titles("classic", { ...pools, pools: false, centrePile: true })).toEqual(["Turn", "Snap!", "A false snap", "Winning"]);
    expect(titles("classic", { ...pools, onlyOwners: true })).toContain("Only the owners");
    expect(titles("classic", { ...pools, pools: false, animals: true })).toEqual(["Turn", "Your animal", "Call the other animal", "Winning"]);
  });

  it("Snap Legacy says what to shout, and that won words stay on the deck for good", () => {
    const sections = howToPlay("legacy", null);
    expect(sections.find((s) => s.title === "Shout the right thing")?.text).toMatch(/the word on the card that was on the table first/);
    expect(sections.find((s) => s.title === "Win, and write")?.text).toMatch(/for good/);
  });
});

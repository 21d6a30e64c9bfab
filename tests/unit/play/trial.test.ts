import { describe, expect, it } from "vitest";
import { openingStep } from "@/lib/games/screen/setup";
import { isTrialGame, parseTrialQuery, trialHref, trialSetup } from "@/lib/games/trial";
import { trialUrl } from "@/lib/games/trial-url";

function setupOf(game: "irish" | "classic" | "table", params: Record<string, string>) {
  const parsed = parseTrialQuery(params);
  if (!parsed.ok) throw new Error(parsed.message);
  return trialSetup(game, { ...parsed.query, deal: parsed.query.deal ?? 1 });
}

describe("a game tried without an account", () => {
  it("is Irish, Classic or Table Snap: Snap Legacy needs a family deck", () => {
    expect(["irish", "classic", "table"].every(isTrialGame)).toBe(true);
    expect(isTrialGame("legacy")).toBe(false);
  });

  it("is you against three bots at a normal pace on a standard deck, with snap pools, by default", () => {
    const setup = setupOf("classic", { deal: "42" });
    expect(setup.seats.map((s) => s.id)).toEqual(["you", "bot-1", "bot-2", "bot-3"]);
    expect(setup.seats[0]).toMatchObject({ name: "You", kind: "person" });
    expect(setup.seats.slice(1).every((s) => s.pace === "normal")).toBe(true);
    expect(setup.deck).toHaveLength(52);
    expect(setup.deck.find((c) => c.id === "10H")).toEqual({ id: "10H", rank: "10", suit: "hearts", word: null });
    expect(setup.classic).toEqual({ pools: true, centrePile: false, onlyOwners: false, animals: false });
    expect(setup.seed).toBe(42);
    expect(setup.turnLimit).toBeNull();
  });

  it("takes the bots, their pace, a turn limit and Classic Snap's variant from the address", () => {
    const setup = setupOf("classic", { bots: "5", pace: "quick", turns: "40", variant: "centre", owners: "1" });
    expect(setup.seats).toHaveLength(6);
    expect(setup.seats[5]!.pace).toBe("quick");
    expect(setup.turnLimit).toBe(40);
    expect(setup.classic).toEqual({ pools: false, centrePile: true, onlyOwners: true, animals: false });
    expect(() => openingStep(setup)).not.toThrow();
  });

  it("in Animals, you call by the animal you chose and every bot has a different one", () => {
    const setup = setupOf("classic", { variant: "animals", animal: "owl" });
    expect(setup.seats[0]!.animal).toBe("Owl");
    expect(new Set(setup.seats.map((s) => s.animal)).size).toBe(4);
    expect(() => openingStep(setup)).not.toThrow();
  });

  it("ignores Classic Snap's options in other games", () => {
    expect(setupOf("irish", { variant: "animals" }).classic).toBeNull();
  });

  it("refuses bad parameters with a clear message", () => {
    expect(parseTrialQuery({ bots: "9" })).toEqual({ ok: false, message: "The number of bots must be 1 to 5." });
    expect(parseTrialQuery({ pace: "lightning" })).toMatchObject({ ok: false, message: expect.stringMatching(/relaxed, normal or quick/) });
    expect(parseTrialQuery({ deal: "-1" })).toMatchObject({ ok: false });
    expect(parseTrialQuery({ deal: "2147483648" })).toMatchObject({ ok: false });
    expect(parseTrialQuery({ turns: "5" })).toMatchObject({ ok: false });
    expect(parseTrialQuery({ animal: "Dragon" })).toMatchObject({ ok: false, message: expect.stringMatching(/^Your animal must be one of Cat/) });
    expect(parseTrialQuery({ bots: ["1", "2"] })).toEqual({ ok: false, message: "“bots” is given more than once." });
  });

  it("keeps its address when dealt again, but for the deal", () => {
    expect(trialHref("irish", { bots: "2", deal: "7" }, null)).toBe("/play/irish?bots=2");
    expect(trialHref("irish", { bots: "2" }, 99)).toBe("/play/irish?bots=2&deal=99");
  });
});

describe("the Play now chooser's address and the trial page agree", () => {
  it("every choice the chooser sends is read back as chosen, and what it leaves out reads as the default", () => {
    const read = (url: string) => parseTrialQuery(Object.fromEntries(new URL(url, "http://x").searchParams));
    expect(read(trialUrl({ game: "irish", bots: 3, pace: "normal", variant: "pools", onlyOwners: false, animal: "Cat" }))).toEqual({
      ok: true,
      query: { bots: 3, pace: "normal", variant: "pools" },
    });
    expect(read(trialUrl({ game: "classic", bots: 2, pace: "quick", deal: 77, turns: 60, variant: "animals", onlyOwners: false, animal: "Owl" }))).toEqual({
      ok: true,
      query: { bots: 2, pace: "quick", deal: 77, turns: 60, variant: "animals", animal: "Owl" },
    });
    expect(read(trialUrl({ game: "classic", bots: 5, pace: "relaxed", variant: "centre", onlyOwners: true, animal: "Cat" }))).toEqual({
      ok: true,
      query: { bots: 5, pace: "relaxed", variant: "centre", owners: "1" },
    });
  });
});

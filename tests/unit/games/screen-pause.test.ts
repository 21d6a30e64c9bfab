import { describe, expect, it } from "vitest";
import { isPaused, pausedByPlayer, resumed, rulesClosed, rulesOpened, RUNNING, showsPausedDialog } from "@/lib/games/screen/pause";

describe("pausing a game on one screen", () => {
  it("opening How to play pauses the game, without the Paused dialog; closing it runs the game again", () => {
    const reading = rulesOpened(RUNNING);
    expect(isPaused(reading)).toBe(true);
    expect(showsPausedDialog(reading)).toBe(false);
    const back = rulesClosed(reading);
    expect(isPaused(back)).toBe(false);
    expect(showsPausedDialog(back)).toBe(false);
  });

  it("a game someone had paused stays paused after How to play closes, with its Paused dialog", () => {
    const back = rulesClosed(rulesOpened(pausedByPlayer(RUNNING)));
    expect(isPaused(back)).toBe(true);
    expect(showsPausedDialog(back)).toBe(true);
  });

  it("leaving the tab while How to play is open pauses the game for good: closing How to play shows the Paused dialog", () => {
    const back = rulesClosed(pausedByPlayer(rulesOpened(RUNNING)));
    expect(isPaused(back)).toBe(true);
    expect(showsPausedDialog(back)).toBe(true);
  });

  it("Resume runs the game again", () => {
    expect(isPaused(resumed())).toBe(false);
    expect(showsPausedDialog(resumed())).toBe(false);
  });
});

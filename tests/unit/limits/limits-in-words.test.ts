import { describe, expect, it } from "vitest";
import { accountRefusal } from "@/lib/limits/request-counts";
import { ACCOUNT_LIMITS, DECK_PICTURES_IN_WORDS } from "@/lib/limits/limits";

describe("the limits, in the words people read", () => {
  it("the upload dialog says what a deck keeps and takes", () => {
    expect(DECK_PICTURES_IN_WORDS).toBe("A deck keeps up to 60 pictures (150 MB in all) and takes up to 30 uploads an hour; a picture no card shows any more is let go.");
  });

  it("a refusal says the limit, its window, and when to try again", () => {
    expect(accountRefusal(ACCOUNT_LIMITS.import, "12 minutes")).toBe(
      "You have asked for 10 deck imports in the last hour, the most one account may. Nothing was changed; try again in 12 minutes.",
    );
    expect(accountRefusal(ACCOUNT_LIMITS.picture, "40 seconds")).toBe(
      "You have asked for 60 picture uploads and crops in the last hour, the most one account may. Nothing was changed; try again in 40 seconds.",
    );
  });
});

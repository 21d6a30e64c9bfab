import { processError } from "@vitest/utils/error";
import { describe, expect, it } from "vitest";
import { whyItFailed } from "../support/run-report";

describe("the test run's summary of a test tried again", () => {
  it("says what the failed try got against what it expected, not only that an array was not empty", () => {
    const violation = "color-contrast: Elements must meet minimum color contrast ratio thresholds (main > p)";
    let thrown: unknown;
    try {
      expect([violation]).toEqual([]);
    } catch (error) {
      thrown = error;
    }
    // As Vitest hands the error to a reporter: with its diff, in the terminal's colours.
    const why = whyItFailed(processError(thrown) as { message?: string; diff?: string; stack?: string });
    expect(why.split("\n")[0]).toBe("expected [ Array(1) ] to deeply equal []");
    expect(why).toContain(violation);
    expect(why).not.toContain("\u001b[");
    expect(why.split("\n").at(-1)).toMatch(/^at tests\/unit\/run-report\.test\.ts:\d+$/);
  });

  it("names the line of the test file the try failed at, from the stack Vitest parsed", () => {
    const why = whyItFailed({
      message: "expected [ Array(1) ] to deeply equal []",
      stacks: [
        { file: "/work/snap/tests/support/browser.ts", line: 52 },
        { file: "/work/snap/tests/e2e/history.test.ts", line: 124 },
      ],
    });
    expect(why).toBe("expected [ Array(1) ] to deeply equal []\nat tests/e2e/history.test.ts:124");
  });

  it("is the message alone when there is no diff", () => {
    expect(whyItFailed({ message: "Timed out\nin waitForURL" })).toBe("Timed out\nin waitForURL");
  });
});

// How the built app keeps its connections: an idle kept-alive connection stays open longer than a
// browser's or a proxy's own, so a request sent on one is never reset as the server closes it.
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

describe("the app's kept-alive connections", () => {
  it("keeps an idle connection open for 65 s, longer than a proxy keeps its own (60 s), not Node's 5 s, and says so in each answer", async () => {
    for (const path of ["/api/health", "/sign-in"]) {
      const response = await fetch(new URL(path, baseUrl));
      await response.arrayBuffer();
      expect(response.headers.get("keep-alive"), path).toBe("timeout=65");
    }
  });
});

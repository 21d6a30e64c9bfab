import { createServer } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { attachRealtime } from "@/lib/realtime/socket-server";

describe("stopping online play", () => {
  it("closes once however often it is asked (the launcher and the terminal may both send a stop), with nothing failing on the way", async () => {
    const server = createServer();
    const realtime = attachRealtime(server, { secret: "a-test-secret-of-enough-length-0123456789" });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await Promise.all([realtime.close(), realtime.close()]);
      await realtime.close();
      // The adapter's goodbye goes out after its close returns: give it the time to.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

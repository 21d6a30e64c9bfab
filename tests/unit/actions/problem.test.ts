import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_UNREACHABLE, FieldsError, problemFor, UNEXPECTED } from "@/lib/actions/problem";
import { createPrismaClient } from "@/lib/db/client";
import { conflict, forbidden, notFound } from "@/lib/decks/errors";
import { sheetGeometry } from "@/lib/print/layout";
import { startLegacyGame } from "@/lib/rules";
import { RuleError } from "@/lib/rules/errors";
import { freePort } from "../../support/free-port";

/** What a query fails with when the database is at this address. */
async function queryError(url: string): Promise<unknown> {
  const db = createPrismaClient(url);
  try {
    return await db.$queryRaw`SELECT 1`.then(() => null, (error: unknown) => error);
  } finally {
    await db.$disconnect().catch(() => undefined);
  }
}

describe("the one error boundary", () => {
  beforeAll(() => {
    // Unexpected failures are logged by the boundary; keep the test output readable.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterAll(() => vi.restoreAllMocks());

  it("keeps a deck refusal's status and message", () => {
    expect(problemFor(notFound())).toEqual({ status: 404, error: "That deck doesn't exist, or isn't shared with you." });
    expect(problemFor(forbidden("Only the deck's owners can do that."))).toEqual({ status: 403, error: "Only the deck's owners can do that." });
    expect(problemFor(conflict("That card is missing already."))).toEqual({ status: 409, error: "That card is missing already." });
  });

  it("answers a game the rules refuse (too few cards for the seats) with the rules' message, 400", () => {
    const sixSeats = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id, name: id }));
    const fourCards = ["1", "2", "3", "4"].map((id) => ({ id, rank: "Cat", suit: "", word: null }));
    const error = (() => {
      try {
        startLegacyGame({ players: sixSeats, deck: fourCards, seed: 1, atMs: 0 });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RuleError);
    expect(problemFor(error)).toEqual({ status: 400, error: "There are not enough cards for every player." });
  });

  it("answers a print layout that can't be made with the layout's message, 400", () => {
    const error = (() => {
      try {
        sheetGeometry({ paper: "A4", cardSize: "poker", bleedMm: 9 });
      } catch (e) {
        return e;
      }
    })();
    expect(problemFor(error)).toEqual({ status: 400, error: "Bleed can be at most 5 mm." });
  });

  it("gives form field errors back beside their fields, 400", () => {
    expect(problemFor(new FieldsError({ email: "That doesn't look like an email address." }))).toEqual({
      status: 400,
      error: "That doesn't look like an email address.",
      fields: { email: "That doesn't look like an email address." },
    });
  });

  it("says the database is unreachable (503) when nothing listens at its address", async () => {
    const error = await queryError(`postgresql://postgres@127.0.0.1:${await freePort()}/postgres`);
    expect(problemFor(error)).toEqual({ status: 503, error: DATABASE_UNREACHABLE });
  });

  it("says the database is unreachable (503) when it drops the connection", async () => {
    const dropping = net.createServer((socket) => socket.destroy());
    const port = await freePort();
    await new Promise<void>((resolve) => dropping.listen(port, "127.0.0.1", resolve));
    try {
      const error = await queryError(`postgresql://postgres@127.0.0.1:${port}/postgres`);
      expect(problemFor(error)).toEqual({ status: 503, error: DATABASE_UNREACHABLE });
    } finally {
      dropping.close();
    }
  });

  it("recognises PostgreSQL's shutdown and connection codes, and a terminated connection, wherever they are in the causes", () => {
    for (const error of [
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      new Error("Connection terminated unexpectedly"),
      new Error("query failed", { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) }),
      new AggregateError([Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" })], ""),
    ]) {
      expect(problemFor(error)).toEqual({ status: 503, error: DATABASE_UNREACHABLE });
    }
  });

  it("reports anything else without its details, 500", () => {
    expect(problemFor(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({ status: 500, error: UNEXPECTED });
  });
});

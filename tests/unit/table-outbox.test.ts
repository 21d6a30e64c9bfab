import { describe, expect, it } from "vitest";
import type { OutboxEntry, QueuedSnap } from "@/lib/games/table/outbox/entry";
import { memoryOutboxStore } from "@/lib/games/table/outbox/memory-store";
import { dropQueuedSnap, takeBackQueuedSnap } from "@/lib/games/table/outbox/resolve";
import { sendOutbox, type SendResult, type SendSnap } from "@/lib/games/table/outbox/send-outbox";
import { cardsAsWritten, queuedSnapCalls } from "@/lib/games/table/outbox/words-as-written";

const CARDS = [
  { id: "7H", rank: "7", suit: "H", word: null },
  { id: "7C", rank: "7", suit: "C", word: null },
  { id: "8H", rank: "8", suit: "H", word: null },
  { id: "8S", rank: "8", suit: "S", word: "Banana" },
  { id: "2D", rank: "2", suit: "D", word: null },
];

let clock = 1_000;
function entry(key: string, input: Partial<QueuedSnap> = {}, more: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    requestKey: `key-${key}`,
    userId: "nora",
    deckId: "deck",
    gameId: "game",
    input: { winnerPlayerId: "mum", onTableCardId: "7H", justPlayedCardId: "7C", words: [], ...input },
    queuedAt: clock++,
    state: "waiting",
    ...more,
  };
}

/**
 * A fake server that records each request key once, as record-table-snap does: a snap sent again
 * with the same key answers with the number it was first given. `answer` decides what the device
 * hears for each attempt (the server may record a snap and the answer still be lost).
 */
function fakeServer(answer: (entry: OutboxEntry, attempt: number) => "ok" | "lost" | "unreachable" | "failing" | { refuse: string } = () => "ok") {
  const recorded: string[] = [];
  const attempts = new Map<string, number>();
  const send: SendSnap = async (e): Promise<SendResult> => {
    const attempt = (attempts.get(e.requestKey) ?? 0) + 1;
    attempts.set(e.requestKey, attempt);
    const says = answer(e, attempt);
    if (says === "unreachable") return { ok: false, status: 0, error: "We couldn't reach the server." };
    if (says === "failing") return { ok: false, status: 503, error: "The database is unreachable." };
    if (typeof says === "object") return { ok: false, status: 409, error: says.refuse };
    if (!recorded.includes(e.requestKey)) recorded.push(e.requestKey);
    if (says === "lost") return { ok: false, status: 0, error: "We couldn't reach the server." };
    return { ok: true, data: recorded.indexOf(e.requestKey) + 1 };
  };
  return { send, recorded, attempts };
}

async function queue(...entries: OutboxEntry[]) {
  const store = memoryOutboxStore();
  for (const e of entries) await store.put(e);
  return store;
}

describe("the device's queue of snaps recorded at the table", () => {
  it("sends the waiting snaps in the order they were recorded, one at a time, and takes each out once recorded", async () => {
    const store = await queue(entry("c"), entry("a"), entry("b"));
    const order = store.all().map((e) => e.requestKey);
    const server = fakeServer();
    const outcome = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
    expect(server.recorded).toEqual(order);
    expect(outcome).toEqual({ sent: order.map((requestKey, i) => ({ requestKey, snap: i + 1 })), stopped: null });
    expect(store.all()).toEqual([]);
  });

  it("a snap whose answer was lost is sent again with the same key and recorded once", async () => {
    const store = await queue(entry("first"), entry("second"));
    const server = fakeServer((e, attempt) => (e.requestKey === "key-first" && attempt === 1 ? "lost" : "ok"));

    const lost = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
    expect(lost.stopped).toBe("unreachable");
    expect(store.all().map((e) => e.requestKey)).toEqual(["key-first", "key-second"]);

    const again = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
    expect(again).toEqual({ sent: [{ requestKey: "key-first", snap: 1 }, { requestKey: "key-second", snap: 2 }], stopped: null });
    expect(server.recorded).toEqual(["key-first", "key-second"]);
    expect(server.attempts.get("key-first")).toBe(2);
  });

  it("when the server can't be reached, or is failing, every snap stays waiting", async () => {
    for (const trouble of ["unreachable", "failing"] as const) {
      const store = await queue(entry("a"), entry("b"));
      const server = fakeServer(() => trouble);
      const outcome = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
      expect(outcome.stopped).toBe("unreachable");
      expect(outcome.sent).toEqual([]);
      expect(store.all().map((e) => [e.requestKey, e.state])).toEqual([
        ["key-a", "waiting"],
        ["key-b", "waiting"],
      ]);
      expect(server.attempts.get("key-b")).toBeUndefined();
    }
  });

  it("a refused snap becomes a conflict with the server's message, and the snaps after it wait", async () => {
    const refusal = "The 7 of Hearts already has a word: “Teapot”. A card holds one word, for ever.";
    const store = await queue(entry("sent"), entry("refused", { words: [{ cardId: "7H", word: "Rocket" }] }), entry("after"));
    const server = fakeServer((e) => (e.requestKey === "key-refused" ? { refuse: refusal } : "ok"));

    const outcome = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
    expect(outcome).toEqual({ sent: [{ requestKey: "key-sent", snap: 1 }], stopped: "conflict", problem: refusal });
    expect(store.all().map((e) => [e.requestKey, e.state, e.problem])).toEqual([
      ["key-refused", "conflict", refusal],
      ["key-after", "waiting", undefined],
    ]);

    const later = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
    expect(later.stopped).toBe("conflict");
    expect(server.attempts.get("key-after")).toBeUndefined();
    expect(server.attempts.get("key-refused")).toBe(1);
  });

  it("dropping the snap in conflict lets the rest be sent", async () => {
    const store = await queue(entry("refused"), entry("after"));
    const server = fakeServer((e) => (e.requestKey === "key-refused" ? { refuse: "Refused." } : "ok"));
    await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });

    await dropQueuedSnap(store, store.all()[0]!);
    const outcome = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
    expect(outcome).toEqual({ sent: [{ requestKey: "key-after", snap: 1 }], stopped: null });
    expect(server.recorded).toEqual(["key-after"]);
    expect(store.all()).toEqual([]);
  });

  it("editing the snap in conflict gives its winner, cards and words back to the form and lets the rest be sent", async () => {
    const refused = entry("refused", { winnerPlayerId: "sam", words: [{ cardId: "7H", word: "Rocket" }] });
    const store = await queue(refused, entry("after"));
    const server = fakeServer((e) => (e.requestKey === "key-refused" ? { refuse: "Refused." } : "ok"));
    await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });

    const draft = await takeBackQueuedSnap(store, store.all()[0]!);
    expect(draft).toEqual(refused.input);
    const outcome = await sendOutbox({ store, userId: "nora", gameId: "game", send: server.send });
    expect(outcome.sent.map((s) => s.requestKey)).toEqual(["key-after"]);
    expect(server.recorded).not.toContain("key-refused");
  });

  it("one person's queued snaps are never sent for another person signed in on the same device", async () => {
    const store = await queue(entry("noras", {}, { userId: "nora" }), entry("dads", {}, { userId: "dad" }), entry("other-game", {}, { gameId: "other" }));
    const sentFor: string[] = [];
    const server = fakeServer();
    await sendOutbox({
      store,
      userId: "dad",
      gameId: "game",
      send: (e) => {
        sentFor.push(`${e.userId}:${e.requestKey}`);
        return server.send(e);
      },
    });
    expect(sentFor).toEqual(["dad:key-dads"]);
    expect(store.all().map((e) => e.requestKey)).toEqual(["key-noras", "key-other-game"]);
  });

  it("while snaps wait, their words count as written: the next snap's call and blank cards follow them", () => {
    const rocket = entry("rocket", { onTableCardId: "7H", justPlayedCardId: "7C", words: [{ cardId: "7H", word: "Rocket" }, { cardId: "7C", word: "Teapot" }] });
    const refused = entry("refused", { onTableCardId: "8H", justPlayedCardId: "8S", words: [{ cardId: "8H", word: "Lost" }] }, { state: "conflict" });
    const asWritten = cardsAsWritten(CARDS, [rocket, refused]);
    expect(Object.fromEntries(asWritten.map((c) => [c.id, c.word]))).toEqual({ "7H": "Rocket", "7C": "Teapot", "8H": null, "8S": "Banana", "2D": null });

    // A word the server already holds is never replaced by a queued one.
    const late = entry("late", { onTableCardId: "8S", justPlayedCardId: "8H", words: [{ cardId: "8S", word: "Other" }] });
    expect(cardsAsWritten(CARDS, [late]).find((c) => c.id === "8S")?.word).toBe("Banana");

    // The first snap was won on two blank sevens; the second, on the same two, is judged by the words the first wrote.
    const second = entry("second", { onTableCardId: "7C", justPlayedCardId: "7H" });
    const calls = queuedSnapCalls(CARDS, [rocket, second], { matchSuits: false });
    expect(calls.map((c) => c.call?.text)).toEqual(["Snap!", "“Teapot”"]);
  });
});

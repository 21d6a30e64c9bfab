import { describe, expect, it } from "vitest";
import { seatCommands, seatStanding } from "@/app/_components/online/seat-commands";
import { adoptSnapshot, dueSteps, FRAME_MS, queueStep, reactionTime, shownFrom } from "@/app/_components/online/step-queue";
import { shoutRow, verdictLine, whyQuestion } from "@/lib/games/online/verdict-text";
import type { SeatView, StepMessage, Verdict } from "@/lib/games/online/protocol";

function step(actionCount: number, showAt: number | null): StepMessage {
  return { actionCount, showAt, events: [], state: {} as StepMessage["state"], result: { winners: [], snapsWon: {}, wordsWritten: [] }, verdict: null, amended: null, written: [], wordsDueBy: null };
}
const counts = (steps: readonly StepMessage[]) => steps.map((s) => s.actionCount);

describe("a device shows the judge's steps in order, once each, at their instant", () => {
  it("ignores a step it has already shown, or already holds", () => {
    expect(queueStep([], 5, step(5, null))).toEqual([]);
    expect(queueStep([], 5, step(4, null))).toEqual([]);
    expect(counts(queueStep([step(6, 100)], 5, step(6, 100)))).toEqual([6]);
  });

  it("keeps steps in the order the judge made them, whatever order they arrive in", () => {
    const queue = queueStep(queueStep([], 0, step(2, null)), 0, step(1, null));
    expect(counts(queue)).toEqual([1, 2]);
  });

  it("shows a turned card only when the synced clock reaches its show-at instant", () => {
    const queue = [step(1, 1_000)];
    expect(dueSteps(queue, 990)).toMatchObject({ due: [], nextInMs: 10 });
    expect(counts(dueSteps(queue, 1_000).due)).toEqual([1]);
  });

  it("never shows a step before the one before it, even when the later one is due at once", () => {
    const { due, rest, nextInMs } = dueSteps([step(1, 1_000), step(2, null)], 900);
    expect(due).toEqual([]);
    expect(counts(rest)).toEqual([1, 2]);
    expect(nextInMs).toBe(100);
    expect(counts(dueSteps(rest, 1_000).due)).toEqual([1, 2]);
  });

  it("takes the room's table after a reconnect when it is ahead, but never reveals a card waiting for its instant, nor goes back", () => {
    expect(adoptSnapshot({ actionCount: 9 }, 5, [])).toBe(true);
    expect(adoptSnapshot({ actionCount: 9 }, null, [])).toBe(true);
    expect(adoptSnapshot({ actionCount: 4 }, 5, [])).toBe(false);
    expect(adoptSnapshot({ actionCount: 5 }, 5, [])).toBe(false);
    expect(adoptSnapshot({ actionCount: 6 }, 5, [step(6, 2_000)])).toBe(false);
    expect(adoptSnapshot({ actionCount: 7 }, 5, [step(6, 2_000)])).toBe(true);
  });

  it("times a reaction from the frame the card was painted in to the press, to a tenth of a millisecond", () => {
    expect(reactionTime(1_234.5678, 1_000)).toBe(234.6);
    expect(reactionTime(900, 1_000)).toBe(0);
  });

  it("counts a card that reached the device late from its instant (and a frame), not from its late paint: the server sees the time since the instant", () => {
    // On time: painted within the frame after its instant.
    expect(shownFrom(1_010, 1_000)).toBe(1_010);
    // 250 ms late: counted from the instant and one frame.
    expect(shownFrom(1_250, 1_000)).toBe(1_000 + FRAME_MS);
    expect(shownFrom(1_250, null)).toBe(1_250);
  });
});

const names: Record<string, string> = { mum: "Mum", dad: "Dad", sam: "Sam" };
const nameOf = (id: string) => names[id] ?? id;

describe("why did X win: every shout with its reaction time, its connection delay and the verdict", () => {
  const verdict: Verdict = {
    turn: 12,
    winner: "dad",
    showAt: 5_000,
    shouts: [
      { seatId: "mum", call: "snap", reactionMs: 240.2, oneWayMs: 3, outcome: "right" },
      { seatId: "dad", call: "snap", reactionMs: 210.4, oneWayMs: 150, outcome: "won" },
      { seatId: "sam", call: "wombat", reactionMs: 20, oneWayMs: 4, outcome: "refused", reason: "That message was already received" },
      { seatId: "gran", call: "snap", reactionMs: 40, oneWayMs: 5, outcome: "falseStart" },
      { seatId: "tom", call: "snap", reactionMs: 265, claimedMs: 150, oneWayMs: 20, outcome: "right" },
    ],
  };

  it("says who won, with what reaction, and by how much ahead of the next right shout", () => {
    expect(verdictLine(verdict, nameOf, "legacy")).toBe("Dad won with a reaction of 210 ms, 30 ms ahead of Mum.");
    expect(whyQuestion(verdict, nameOf, "legacy")).toBe("Why did Dad win?");
  });

  it("lists a refused shout with the reason it was refused", () => {
    expect(shoutRow(verdict.shouts[2]!, nameOf)).toEqual({
      player: "Sam",
      call: "Wombat!",
      reaction: "20 ms",
      delay: "4 ms",
      outcome: "Refused: That message was already received",
    });
  });

  it("lists a false start as one, with its reaction time", () => {
    expect(shoutRow(verdict.shouts[3]!, nameOf)).toMatchObject({ reaction: "40 ms", outcome: "False start: faster than anyone can react" });
  });

  it("lists a shout the server credited less than its device claimed with both times", () => {
    expect(shoutRow(verdict.shouts[4]!, nameOf).reaction).toBe("265 ms (its device said 150 ms: faster than its connection allows)");
  });

  it("lists a claim slower than the shout took to arrive with the time it took, and what the device said", () => {
    const slowClaim = { seatId: "tom", call: "snap", reactionMs: 180, claimedMs: 300, oneWayMs: 20, outcome: "right" as const };
    expect(shoutRow(slowClaim, nameOf).reaction).toBe("180 ms (its device said 300 ms: longer than its shout took to arrive)");
  });

  it("lists a press that came after the verdict as too late", () => {
    const late = { seatId: "sam", call: "snap", reactionMs: 900, oneWayMs: 5, outcome: "refused" as const, reason: "Too late: the snap was already decided" };
    expect(shoutRow(late, nameOf).outcome).toBe("Too late: the snap was already decided");
  });

  it("in Irish Snap, says who takes the centre pile", () => {
    expect(verdictLine({ ...verdict, winner: "mum" }, nameOf, "irish")).toBe("Mum takes the centre pile.");
    expect(whyQuestion({ ...verdict, winner: "mum" }, nameOf, "irish")).toBe("Why does Mum take the pile?");
  });

  it("says so when nobody won the cards", () => {
    const tie: Verdict = { ...verdict, winner: null, shouts: verdict.shouts.map((s) => ({ ...s, outcome: "tied" as const })) };
    expect(verdictLine(tie, nameOf, "classic")).toBe("A tie: nobody took the cards.");
    expect(whyQuestion(tie, nameOf, "classic")).toBe("What happened at the last snap?");
  });
});

describe("the host's controls for each seat", () => {
  const seat: SeatView = { id: "dad", name: "Dad", colour: "#000", kind: "person", control: "PERSON", takenBy: null, connected: false, oneWayMs: null, awayForMs: null };

  it("a free seat can be given to a bot before the game, a taken one cannot", () => {
    expect(seatCommands(seat, "LOBBY").map((c) => c.command)).toEqual(["bot"]);
    expect(seatCommands({ ...seat, takenBy: "Dad" }, "LOBBY")).toEqual([]);
  });

  it("during the game a person can be removed or replaced by a bot, and then given their seat back", () => {
    expect(seatCommands({ ...seat, takenBy: "Dad" }, "PLAYING").map((c) => c.command)).toEqual(["remove", "bot"]);
    expect(seatCommands({ ...seat, control: "BOT" }, "PLAYING").map((c) => c.command)).toEqual(["restore"]);
    expect(seatCommands({ ...seat, control: "REMOVED" }, "PLAYING").map((c) => c.command)).toEqual(["restore", "bot"]);
  });

  it("bots from the start stay bots, and a finished game has no controls", () => {
    expect(seatCommands({ ...seat, kind: "bot" }, "PLAYING")).toEqual([]);
    expect(seatCommands({ ...seat, takenBy: "Dad" }, "OVER")).toEqual([]);
  });

  it("says how far away a connected player is, and how long a player has been gone", () => {
    expect(seatStanding({ ...seat, takenBy: "Dad", connected: true, oneWayMs: 12.4 })).toBe("Taken, here (12 ms away)");
    expect(seatStanding({ ...seat, takenBy: "Sam Smith", connected: true, oneWayMs: null })).toBe("Taken by Sam Smith, here");
    expect(seatStanding({ ...seat, takenBy: "Dad", awayForMs: 8_400 })).toBe("Taken, away 8 s");
    expect(seatStanding(seat)).toBe("Free");
  });
});

import { describe, expect, it } from "vitest";
import { createJudgeStore } from "@/lib/games/online/judge-store";
import type { Verdict } from "@/lib/games/online/protocol";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { gameShouts } from "@/lib/history/game-shouts";
import { makeRoom, startGame } from "../support/realtime-room";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

/** An online game of Mum, Sam and Gran with three snaps judged: one Mum won (Sam right but slower,
 *  credited more than his device claimed; Gran's press after the verdict), one Sam won (Mum's false
 *  start; Gran's claim refused) and one nobody won (Gran's wrong word). */
async function onlineGameWithSnaps() {
  const room = await makeRoom({ people: ["Mum", "Sam", "Gran"], seed: 21 });
  const gameId = await startGame(room);
  const [mum, sam, gran] = room.setup.seats.map((s) => s.id) as [string, string, string];
  const store = createJudgeStore({ roomId: room.roomId, gameId, deckId: room.deckId, hostId: room.host.id, setup: room.setup });
  const mumWon: Verdict = {
    turn: 4,
    winner: mum,
    showAt: 10_000,
    shouts: [
      { seatId: mum, call: "snap", reactionMs: 312.4, oneWayMs: 12, outcome: "won" },
      { seatId: sam, call: "snap", reactionMs: 352, claimedMs: 290, oneWayMs: 48.2, outcome: "right" },
    ],
  };
  // Gran's press came after the verdict: the verdict was sent again with it, and kept in that form.
  const withGransLatePress: Verdict = { ...mumWon, shouts: [...mumWon.shouts, { seatId: gran, call: "snap", reactionMs: 910, oneWayMs: 7, outcome: "refused", reason: REFUSED.alreadyDecided }] };
  const samWon: Verdict = {
    turn: 9,
    winner: sam,
    showAt: 20_000,
    shouts: [
      { seatId: mum, call: "snap", reactionMs: 62, oneWayMs: 11, outcome: "falseStart" },
      { seatId: sam, call: "snap", reactionMs: 401, oneWayMs: 5.25, outcome: "won" },
      { seatId: gran, call: "snap", reactionMs: 12_000, oneWayMs: 6, outcome: "refused", reason: REFUSED.hugeReaction },
    ],
  };
  const nobodyWon: Verdict = { turn: 15, winner: null, showAt: 30_000, shouts: [{ seatId: gran, call: "moon", reactionMs: 500, oneWayMs: 8, outcome: "wrong" }] };
  void store.recordVerdict(mumWon);
  await store.recordVerdict(withGransLatePress);
  await store.recordVerdict(samWon);
  await store.recordVerdict(nobodyWon);
  return { room, gameId };
}

describe("the history's view of an online game: the shouts at each snap", () => {
  it("shows every shout of each snap — accepted, late, refused, false start — with its reaction time, connection delay and verdict, and who won", async () => {
    const { room, gameId } = await onlineGameWithSnaps();
    const shouts = await gameShouts(room.host.id, room.deckId, gameId);
    expect(shouts?.howJudged).toContain("a reaction under 100 ms is a false start; then the fastest right shout wins.");
    expect(shouts?.snaps).toEqual([
      {
        turn: 4,
        verdict: "Mum won with a reaction of 312 ms, 40 ms ahead of Sam.",
        shouts: [
          { player: "Mum", call: "Snap!", reaction: "312 ms", delay: "12 ms", outcome: "Won" },
          { player: "Sam", call: "Snap!", reaction: "352 ms (its device said 290 ms: faster than its connection allows)", delay: "48 ms", outcome: "Right, but slower" },
          { player: "Gran", call: "Snap!", reaction: "910 ms", delay: "7 ms", outcome: "Too late: the snap was already decided" },
        ],
      },
      {
        turn: 9,
        verdict: "Sam won with a reaction of 401 ms.",
        shouts: [
          { player: "Mum", call: "Snap!", reaction: "62 ms", delay: "11 ms", outcome: "False start: faster than anyone can react" },
          { player: "Sam", call: "Snap!", reaction: "401 ms", delay: "5.3 ms", outcome: "Won" },
          { player: "Gran", call: "Snap!", reaction: "12000 ms", delay: "6 ms", outcome: "Refused: A reaction time over 10 seconds is not a reaction to this card" },
        ],
      },
      { turn: 15, verdict: "Nobody won.", shouts: [{ player: "Gran", call: "Moon!", reaction: "500 ms", delay: "8 ms", outcome: "Wrong call" }] },
    ]);
  });

  it("any member of the deck may read them, viewers too", async () => {
    const { room, gameId } = await onlineGameWithSnaps();
    const viewer = await makeMember(room.deckId, "Aunt", "VIEWER");
    expect((await gameShouts(viewer.id, room.deckId, gameId))?.snaps).toHaveLength(3);
  });

  it("someone outside the deck is refused with the same not found as for a game that doesn't exist", async () => {
    const { room, gameId } = await onlineGameWithSnaps();
    const noSuchGame = await refusal(gameShouts(room.host.id, room.deckId, "no-such-game"));
    expect(noSuchGame.status).toBe(404);

    const stranger = await makeUser("Nosy");
    expect(await refusal(gameShouts(stranger.id, room.deckId, gameId))).toEqual(noSuchGame);
    // A member of another deck naming this game under their own deck hears the same.
    const { deckId: theirDeck } = await makeDeck(stranger.id);
    expect(await refusal(gameShouts(stranger.id, theirDeck, gameId))).toEqual(noSuchGame);
  });

  it("a game not played online has no shouts kept", async () => {
    const owner = await makeUser("Ida");
    const { deckId, players } = await makeDeck(owner.id);
    const { gameId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: players.map((p) => p.id), matchSuits: false });
    expect(await gameShouts(owner.id, deckId, gameId)).toBeNull();
  });
});

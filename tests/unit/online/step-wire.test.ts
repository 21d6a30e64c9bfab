import { describe, expect, it } from "vitest";
import type { RoomView, StepMessage } from "@/lib/games/online/protocol";
import { roomFromWire, roomToWire, stepFromWire, stepToWire } from "@/lib/games/online/step-wire";
import { summarise } from "@/lib/games/screen/replay-game";
import type { ScreenState } from "@/lib/games/screen/setup";
import { playBotGame } from "@/lib/rules/bot-game";
import { classicRules, startClassicGame } from "@/lib/rules/classic-game";
import { irishRules, startIrishGame } from "@/lib/rules/irish-game";
import { legacyRules, startLegacyGame } from "@/lib/rules/legacy-game";
import { startTableGame, tableRules } from "@/lib/rules/table-game";
import type { BaseState, Ruleset, Step } from "@/lib/rules/types";
import { players, standardDeck } from "../rules/helpers";

const deck = () => standardDeck({ Ac: "Rocket", "7h": "Moon" });
const start = { players: players(4), seed: 7, atMs: 0, limits: { turns: 300 } };
const bots = Object.fromEntries(players(4).map((p, i) => [p.id, { pace: "quick" as const, mistakeRate: 0.2, seed: i }]));

const games: { name: string; rules: Ruleset<BaseState>; opening: () => Step<BaseState> }[] = [
  { name: "Snap Legacy", rules: legacyRules() as unknown as Ruleset<BaseState>, opening: () => startLegacyGame({ ...start, deck: deck() }) },
  { name: "Irish Snap", rules: irishRules as unknown as Ruleset<BaseState>, opening: () => startIrishGame({ ...start, deck: deck() }) },
  { name: "Classic Snap", rules: classicRules as unknown as Ruleset<BaseState>, opening: () => startClassicGame({ ...start, deck: deck() }) },
  { name: "Table Snap", rules: tableRules as unknown as Ruleset<BaseState>, opening: () => startTableGame({ ...start, deck: deck() }) },
];

/** Every step a device of a bot game's room is sent, as the judge makes them (the table as rules.tableView shows it). */
function stepsOf(rules: Ruleset<BaseState>, opening: Step<BaseState>): StepMessage[] {
  const { actions } = playBotGame(rules, opening, bots);
  let state = opening.state;
  const events = [...opening.events];
  return actions.map((action, i) => {
    const step = rules.apply(state, action);
    state = step.state;
    events.push(...step.events);
    return {
      actionCount: i + 1,
      events: step.events,
      state: rules.tableView(state) as unknown as ScreenState,
      result: summarise(events),
      showAt: 1_000 + i,
      verdict: null,
      amended: null,
      written: [],
      wordsDueBy: null,
    };
  });
}

/** What goes on the line holds no face-down card, only how many, and is shorter than what it stands for. */
function expectFaceDownCounted(made: unknown, sent: unknown) {
  const text = JSON.stringify(sent);
  expect(text).not.toContain('"face-down-');
  expect(text).toContain('"faceDown":');
  expect(text.length).toBeLessThan(JSON.stringify(made).length);
}

/** A step as it crosses the line: written out and read back, as Socket.IO does with JSON. */
const overTheLine = (step: StepMessage) => stepFromWire(JSON.parse(JSON.stringify(stepToWire(step))));

describe.each(games)("a step of $name sent to a device", ({ rules, opening }) => {
  const steps = stepsOf(rules, opening());

  it("arrives as the judge made it, every step of a whole game: face-down piles are counted on the way and laid out again", () => {
    expect(steps.length).toBeGreaterThan(20);
    for (const step of steps) expect(overTheLine(step)).toEqual(step);
  });

  it("carries no face-down card, only how many, and is smaller for it", () => {
    const withFaceDown = steps.filter((step) => JSON.stringify(step).includes('"face-down-'));
    expect(withFaceDown.length).toBeGreaterThan(0);
    for (const step of withFaceDown) expectFaceDownCounted(step, stepToWire(step));
  });

  it("keeps every face-up card as it is", () => {
    for (const step of steps) {
      const faceUp = (value: unknown) => JSON.stringify(value).match(/"id":"(?!face-down-)[^"]+","rank":"[^"]*","suit":"[^"]*"/g) ?? [];
      expect(faceUp(stepToWire(step))).toEqual(faceUp(step));
    }
  });
});

describe("a step's pile of cards", () => {
  const step = stepsOf(games[0]!.rules, games[0]!.opening())[5]!;
  const player = step.state.players[0]!;

  it("is sent as it is when its blank cards are not the rules' face-down view (their places or fields differ)", () => {
    const lookalikes = [
      [{ id: "face-down-2", rank: "", suit: "", word: null }],
      [{ id: "face-down-1", rank: "", suit: "", word: "Rocket" }],
      [{ id: "face-down-1", rank: "", suit: "", word: null, extra: 1 }],
    ];
    for (const hand of lookalikes) {
      const odd = { ...step, state: { ...step.state, players: [{ ...player, hand }, ...step.state.players.slice(1)] } } as unknown as StepMessage;
      expect((stepToWire(odd).state.players[0] as Record<string, unknown>).hand).toEqual(hand);
      expect(overTheLine(odd)).toEqual(odd);
    }
  });

  it("that is empty stays an empty list", () => {
    const empty = { ...step, state: { ...step.state, players: [{ ...player, hand: [] }, ...step.state.players.slice(1)] } } as unknown as StepMessage;
    expect((stepToWire(empty).state.players[0] as Record<string, unknown>).hand).toEqual([]);
    expect(overTheLine(empty)).toEqual(empty);
  });
});

/** A room as a device is sent it, its table as a step of the game left it. */
function roomWith(step: StepMessage | null): RoomView {
  return {
    roomId: "room-1",
    code: "ABCD",
    deck: { id: "deck-1", name: "Our deck" },
    hostName: "Mum",
    status: step ? "PLAYING" : "LOBBY",
    paused: false,
    pausedBecause: null,
    gameId: step ? "game-1" : null,
    you: { role: "player", seatId: "p1" },
    setup: {} as RoomView["setup"],
    seats: [],
    table: step && { actionCount: step.actionCount, state: step.state, result: step.result, shownAt: 1_000, verdicts: [], wordsDueBy: null },
  };
}

/** A room view as it crosses the line, as Socket.IO sends it. */
const roomOverTheLine = (view: RoomView) => roomFromWire(JSON.parse(JSON.stringify(roomToWire(view))) as ReturnType<typeof roomToWire<RoomView>>);

describe.each(games)("a room view of $name sent to a device (who is here, and the table as it stands)", ({ rules, opening }) => {
  const steps = stepsOf(rules, opening());

  it("arrives as the server made it, at every point of a whole game: its table's face-down piles are counted on the way and laid out again", () => {
    for (const step of steps) expect(roomOverTheLine(roomWith(step))).toEqual(roomWith(step));
  });

  it("carries no face-down card of its table, only how many, and is smaller for it", () => {
    const withFaceDown = steps.map(roomWith).filter((view) => JSON.stringify(view).includes('"face-down-'));
    expect(withFaceDown.length).toBeGreaterThan(0);
    for (const view of withFaceDown) expectFaceDownCounted(view, roomToWire(view));
  });
});

describe("a room view with no table yet (the lobby)", () => {
  it("is sent as it is", () => {
    const lobby = roomWith(null);
    expect(roomToWire(lobby)).toEqual(lobby);
    expect(roomOverTheLine(lobby)).toEqual(lobby);
  });
});

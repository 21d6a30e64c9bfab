// A person's device playing its seat in the realtime tests: it turns its card when it is its turn,
// shouts the right call some milliseconds after each card is shown, and writes words after a snap
// it won (words of its own, numbered by the card), as a person at the table would.
import type { Ack, StepMessage } from "@/lib/games/online/protocol";
import { roomFromWire, type WireRoomView } from "@/lib/games/online/step-wire";
import { rulesFor, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { msgId, type Device } from "./realtime-room";

export interface Player {
  /** Every shout this device sent, in order, with the server's answer once it came. */
  shouts: { turn: number; call: string; reactionMs: number; ack: Ack | null }[];
  /** Every answer the server gave this device. */
  acks: Ack[];
  stop(): void;
}

/** How long this player takes to react: fixed, or chosen per card. */
type Reaction = number | ((turn: number) => number);

/** A person turns their card a moment after the last one was shown, as the others look for a match. */
const TURN_AFTER_MS = 550;

export function autoplay(device: Device, seatId: string, setup: ScreenGameSetup, options: { reactionMs: Reaction }): Player {
  const rules = rulesFor(setup);
  const done = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const player: Player = {
    shouts: [],
    acks: [],
    // Stopped, it neither acts on news still arriving nor sends anything more.
    stop: () => {
      stopped = true;
      timers.forEach(clearTimeout);
    },
  };
  let latest: { actionCount: number; state: ScreenState; showAt: number | null } | null = null;

  const later = (ms: number, run: () => void) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, Math.max(0, ms));
    timers.add(timer);
  };

  /** Sends an intent once per key; a refusal frees the key to try again on the next news. */
  const once = (key: string, event: string, payload: Record<string, unknown>, after?: (ack: Ack) => void): boolean => {
    if (stopped || done.has(key) || !device.socket.connected) return false;
    done.add(key);
    void device.send(event, { msgId: msgId(), ...payload }).then(
      (ack) => {
        player.acks.push(ack);
        after?.(ack);
        if (!ack.ok && event !== "shout") later(50, () => done.delete(key) && latest && act(latest.actionCount));
      },
      () => done.delete(key),
    );
    return true;
  };

  function act(actionCount: number) {
    if (!latest || latest.actionCount !== actionCount) return; // something newer came meanwhile
    const { state } = latest;
    if (state.phase === "over") return;
    const calls = rules.rightCalls(state, seatId);
    if (calls.length > 0 && (state.phase === "turn" || state.phase === "shouts")) {
      const turn = state.turns;
      const reactionMs = typeof options.reactionMs === "number" ? options.reactionMs : options.reactionMs(turn);
      later((latest.showAt ?? Date.now()) + reactionMs - Date.now(), () => {
        const call = calls[0]!;
        const shout = { turn, call, reactionMs, ack: null as Ack | null };
        if (once(`shout:${turn}`, "shout", { turn, call, reactionMs }, (ack) => (shout.ack = ack))) player.shouts.push(shout);
      });
    }
    if (state.phase === "turn" && state.players[state.current]?.id === seatId) {
      const turn = state.turns;
      later((latest.showAt ?? Date.now()) + TURN_AFTER_MS - Date.now(), () => {
        if (latest?.actionCount === actionCount) once(`turn:${turn}`, "turn", { turn });
      });
    }
    const wanted = state.phase === "words" ? rules.wordsWanted(state) : null;
    if (wanted?.playerId === seatId) {
      once(`words:${state.turns}`, "words", { words: Object.fromEntries(wanted.cardIds.map((cardId, i) => [cardId, `Word ${state.turns} ${i}`])) });
    }
  }

  function news(actionCount: number, state: ScreenState, showAt: number | null) {
    if (latest && latest.actionCount > actionCount) return;
    latest = { actionCount, state, showAt };
    later((showAt ?? 0) - Date.now(), () => act(actionCount));
  }

  device.onStep((step) => news(step.actionCount, step.state, step.showAt));
  device.socket.on("room", (wire: WireRoomView) => {
    const { table } = roomFromWire(wire);
    if (table) news(table.actionCount, table.state, null);
  });
  const table = device.views.at(-1)?.table;
  if (table) news(table.actionCount, table.state, null);
  return player;
}

/** Resolves once a step of the device passes the test. */
export function stepSeen(d: Device, test: (step: StepMessage) => boolean): Promise<StepMessage> {
  return new Promise((resolve) => {
    const found = d.steps.find(test);
    if (found) return resolve(found);
    const stop = d.onStep((step) => {
      if (!test(step)) return;
      stop();
      resolve(step);
    });
  });
}

/** The step that ends the game. */
export const over = (step: StepMessage) => step.state.phase === "over";

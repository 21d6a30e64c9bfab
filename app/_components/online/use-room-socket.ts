"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { io, type Socket } from "socket.io-client";
import { bestEstimate, clockSample, keepSample, type ClockEstimate, type ClockSample } from "@/lib/games/online/clock-sync";
import { SOCKET_PATH, stepAcknowledgements, type Ack, type ClockPong, type DelaysMessage, type HostCommand, type ProbePing, type RoomView, type ShoutIntent, type StepMessage, type StepReceived, type TurnIntent, type Verdict, type WordsIntent } from "@/lib/games/online/protocol";
import { roomFromWire, stepFromWire, type WireRoomView, type WireStep } from "@/lib/games/online/step-wire";

/** The intents a device sends, without the message id (each send gets a fresh one). */
export interface Intents {
  turn: Omit<TurnIntent, "msgId">;
  shout: Omit<ShoutIntent, "msgId">;
  words: Omit<WordsIntent, "msgId">;
  host: DistributiveOmit<HostCommand, "msgId">;
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type Send = <E extends keyof Intents>(event: E, payload: Intents[E]) => Promise<Ack>;

export type Link = { kind: "connecting" } | { kind: "connected" } | { kind: "reconnecting" } | { kind: "refused"; reason: string };

/** Clock pings: a burst when the connection opens (the best of them is the estimate), then one every 2 s. */
const BURST = 5;
const PING_EVERY_MS = 2000;
const PING_TIMEOUT_MS = 2000;
/** How long an intent waits for the server's answer before the device says it got none. */
const ACK_TIMEOUT_MS = 5000;

/** The device's clock in epoch ms with sub-millisecond steps (performance.now never jumps). */
export function deviceNow(): number {
  return performance.timeOrigin + performance.now();
}

/** A message id used once: random, and made without crypto.randomUUID, which a page served over
 *  plain http on the home network (a tablet on 192.168.…) does not have. */
function newMsgId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The device's connection to its room: the room's views and the judge's steps as they come (each
 * acknowledged at once), the server's probes answered at once, the clock kept in step with the
 * server's (clock-sync.ts), and intents sent with an answer awaited. Socket.IO reconnects on its own; the server then sends the
 * room afresh, so nothing is kept across a reconnect here but the clock's samples.
 */
export function useRoomSocket(
  roomId: string,
  handlers: {
    onRoom: (view: RoomView) => void;
    onStep: (step: StepMessage) => void;
    onDelays: (delays: DelaysMessage) => void;
    onVerdict: (verdict: Verdict) => void;
    /** The room is being set up again from its recorded moves (a move could not be saved). */
    onReconnecting: () => void;
  },
) {
  const [link, setLink] = useState<Link>({ kind: "connecting" });
  const [estimate, setEstimate] = useState<ClockEstimate | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const offsetRef = useRef(0);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    // WebSocket first, so several app processes behind a load balancer need no sticky sessions;
    // long-polling only where a network refuses WebSockets.
    const socket = io({ path: SOCKET_PATH, auth: { roomId }, withCredentials: true, transports: ["websocket", "polling"], tryAllTransports: true });
    socketRef.current = socket;
    let samples: ClockSample[] = [];
    /** Why the server let this device go (its session ended, its place in the room is gone). */
    let endedBecause: string | null = null;
    let pinger: ReturnType<typeof setInterval> | undefined;
    const acknowledgements = stepAcknowledgements();

    async function ping(): Promise<void> {
      const t0 = deviceNow();
      try {
        const pong = (await socket.timeout(PING_TIMEOUT_MS).emitWithAck("clock", { t0 })) as ClockPong;
        samples = keepSample(samples, clockSample(t0, pong.serverMs, deviceNow()));
        const best = bestEstimate(samples);
        if (best) offsetRef.current = best.offsetMs;
        setEstimate(best);
      } catch {
        // No answer in time: that sample is simply missing.
      }
    }

    socket.on("connect", () => {
      setLink({ kind: "connected" });
      acknowledgements.connected();
      samples = [];
      clearInterval(pinger);
      void (async () => {
        for (let i = 0; i < BURST && socket.connected; i++) await ping();
      })();
      pinger = setInterval(() => void ping(), PING_EVERY_MS);
    });
    socket.on("disconnect", () => {
      clearInterval(pinger);
      setLink(socket.active ? { kind: "reconnecting" } : { kind: "refused", reason: endedBecause ?? "The connection to the room was closed." });
    });
    socket.on("connect_error", (error) => {
      // A refusal by the server's own check is final; a network failure is retried by Socket.IO.
      setLink(socket.active ? { kind: "reconnecting" } : { kind: "refused", reason: error.message });
    });
    socket.on("refused", (reason: unknown) => {
      if (typeof reason === "string") endedBecause = reason;
    });
    socket.on("probe", (probe: ProbePing, answer?: (reply: ProbePing) => void) => answer?.(probe));
    socket.on("room", (wire: WireRoomView) => handlersRef.current.onRoom(roomFromWire(wire)));
    socket.on("step", (wire: WireStep) => {
      // Said the moment a step that turned a card arrives, before anything else is done with it:
      // the server times its round trip as it times its probes (docs/online-fairness.md).
      if (acknowledgements.acknowledges(wire)) {
        const received: StepReceived = { actionCount: wire.actionCount };
        socket.emit("received", received);
      }
      handlersRef.current.onStep(stepFromWire(wire));
    });
    socket.on("delays", (delays: DelaysMessage) => handlersRef.current.onDelays(delays));
    socket.on("verdict", (verdict: Verdict) => handlersRef.current.onVerdict(verdict));
    socket.on("reconnecting", () => handlersRef.current.onReconnecting());

    return () => {
      clearInterval(pinger);
      socket.disconnect();
      socketRef.current = null;
    };
  }, [roomId]);

  const send = useCallback<Send>(async (event, payload) => {
    const socket = socketRef.current;
    if (!socket?.connected) return { ok: false, reason: "Not connected to the room just now: try again in a moment." };
    try {
      return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, { ...payload, msgId: newMsgId() })) as Ack;
    } catch {
      return { ok: false, reason: "The room did not answer in time." };
    }
  }, []);

  /** The server's clock as this device estimates it (epoch ms). */
  const serverNow = useCallback(() => deviceNow() + offsetRef.current, []);

  return { link, estimate, send, serverNow };
}

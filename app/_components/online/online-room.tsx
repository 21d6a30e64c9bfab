"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { narrate, type Line, type RightShout } from "@/app/_components/play/narration";
import { withDelays, type RoomView, type StepMessage } from "@/lib/games/online/protocol";
import type { JustWritten } from "./just-written";
import { RoomLobby } from "./room-lobby";
import { RoomPlay } from "./room-play";
import type { SeatCommand } from "./seat-commands";
import { useRoomFaces } from "./use-room-faces";
import { useRoomSocket } from "./use-room-socket";
import { useRoomTable } from "./use-room-table";

interface Props {
  roomId: string;
  /** The join address and its QR code, for the host's screen. */
  join: { url: string | null; qrSvg: string | null } | null;
  /** A deck member (signed in), rather than a device with the room's token. */
  member: boolean;
}

/** One device in an online room: the lobby until the host starts, then the table as the judge sends it. */
export function OnlineRoom({ roomId, join, member }: Props) {
  const [view, setView] = useState<RoomView | null>(null);
  const [news, setNews] = useState<(Line & { id: number }) | null>(null);
  const [justWritten, setJustWritten] = useState<JustWritten | null>(null);
  const [highlight, setHighlight] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);
  /** The room is being judged again from its recorded moves: until its next view or move. */
  const [reconnecting, setReconnecting] = useState(false);
  const newsId = useRef(0);
  const rightShouts = useRef<RightShout[]>([]);
  const viewRef = useRef<RoomView | null>(null);
  const faces = useRoomFaces(roomId, view?.gameId ?? null);

  const tell = useCallback((line: Line | undefined) => {
    if (line) setNews({ ...line, id: ++newsId.current });
  }, []);

  const onShown = useCallback(
    (step: StepMessage) => {
      const setup = viewRef.current?.setup;
      if (!setup) return;
      const nameOf = (id: string) => setup.seats.find((s) => s.id === id)?.name ?? id;
      const told = narrate(step.events, nameOf, rightShouts.current, setup.game);
      rightShouts.current = told.rightShouts;
      if (told.highlight) setHighlight(told.highlight);
      tell(told.lines.at(-1));
      if (step.written.length > 0) faces.refresh();
      const words = step.events.find((e) => e.type === "wordsWritten" && e.words.length > 0);
      if (words?.type === "wordsWritten") setJustWritten({ by: nameOf(words.playerId), cardIds: words.words.map((w) => w.cardId), turns: step.state.turns });
    },
    [tell, faces],
  );

  const socket = useRoomSocket(roomId, {
    onRoom: (next) => {
      // The host played again: a new game in the same room, shown from its own start.
      if (viewRef.current?.gameId && next.gameId !== viewRef.current.gameId) {
        room.reset();
        rightShouts.current = [];
        setHighlight([]);
        setNews(null);
        setJustWritten(null);
      }
      viewRef.current = next;
      setView(next);
      setReconnecting(false);
      // A table that jumped ahead (a reconnect) may hold cards written on meanwhile.
      if (next.table && room.receiveSnapshot(next.table)) faces.refresh();
    },
    onStep: (step) => {
      setReconnecting(false);
      if (step.amended) room.amendVerdict(step.amended);
      room.receiveStep(step);
    },
    onReconnecting: () => setReconnecting(true),
    onVerdict: (verdict) => room.amendVerdict(verdict),
    onDelays: (delays) => {
      if (!viewRef.current) return;
      viewRef.current = withDelays(viewRef.current, delays);
      setView(viewRef.current);
    },
  });
  const room = useRoomTable(socket.serverNow, onShown);

  const { send } = socket;
  const refused = useCallback((reason: string) => tell({ text: reason, tone: "bad" }), [tell]);
  const command = useCallback(
    (which: SeatCommand, seatId: string) => void send("host", { command: which, seatId }).then((ack) => !ack.ok && refused(ack.reason)),
    [send, refused],
  );

  // The game covers the whole page: the site's header underneath is out of reach while it is open.
  const playing = view !== null && view.status !== "LOBBY";
  useEffect(() => {
    if (!playing) return;
    const header = document.querySelector("body > header");
    header?.setAttribute("inert", "");
    return () => header?.removeAttribute("inert");
  }, [playing]);

  if (socket.link.kind === "refused") {
    return (
      <p role="alert" className="mx-auto mt-8 max-w-xl rounded-2xl border-2 border-snap bg-red-50 p-4 text-lg font-bold text-snap">
        This device could not join the room: {socket.link.reason}
      </p>
    );
  }
  if (!view) return <p className="mx-auto mt-8 max-w-xl text-lg">Connecting to the room…</p>;

  if (view.status === "LOBBY" || !room.table) {
    return (
      <RoomLobby
        view={view}
        join={join}
        member={member}
        starting={starting || view.status !== "LOBBY"}
        onStart={() => {
          setStarting(true);
          void send("host", { command: "start" }).then((ack) => {
            setStarting(false);
            if (!ack.ok) refused(ack.reason);
          });
        }}
        onCommand={command}
      />
    );
  }

  return (
    <RoomPlay
      key={view.gameId}
      view={view}
      table={room.table}
      faces={faces.faces}
      backSvg={faces.back}
      news={news}
      justWritten={justWritten}
      highlight={highlight}
      link={socket.link}
      reconnecting={reconnecting}
      estimate={socket.estimate}
      serverNow={socket.serverNow}
      member={member}
      send={send}
      paintedAt={room.paintedAt}
      onRefused={refused}
      onCommand={command}
    />
  );
}

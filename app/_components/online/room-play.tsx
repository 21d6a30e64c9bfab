"use client";

import Link from "@/app/_components/link";
import { useCallback, useMemo, useState, type RefObject } from "react";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { GameHeading } from "@/app/_components/play/game-heading";
import { GameOver } from "@/app/_components/play/game-over";
import { GAME_NAMES } from "@/app/_components/play/game-title";
import { keyHint } from "@/app/_components/play/keys";
import type { Line } from "@/app/_components/play/narration";
import { PausedDialog } from "@/app/_components/play/paused-dialog";
import { possessive } from "@/app/_components/play/possessive";
import { seatCallButtons } from "@/app/_components/play/seat-call-buttons";
import { SeatCalls } from "@/app/_components/play/seat-calls";
import type { PileAction } from "@/app/_components/play/seat-tile";
import { Table } from "@/app/_components/play/table";
import { useTableKeys } from "@/app/_components/play/use-table-keys";
import { WordsDialog } from "@/app/_components/play/words-dialog";
import { callLabel } from "@/lib/games/call-label";
import type { ClockEstimate } from "@/lib/games/online/clock-sync";
import type { Ack, PauseReason, RoomView } from "@/lib/games/online/protocol";
import { verdictLine, whyQuestion } from "@/lib/games/online/verdict-text";
import { rulesFor } from "@/lib/games/screen/setup";
import { sentHands } from "@/lib/handwriting/sent-hands";
import { mayTurn, peopleWriteBotWords } from "@/lib/rules";
import { ConnectionBadge } from "./connection-badge";
import { JustWrittenCards, type JustWritten } from "./just-written";
import type { SeatCommand } from "./seat-commands";
import { SeatList } from "./seat-list";
import { reactionTime } from "./step-queue";
import type { Link as SocketLink, Send } from "./use-room-socket";
import type { ShownTable } from "./use-room-table";
import { WhyDialog } from "./why-dialog";
import { WordsClock } from "./words-clock";

interface Props {
  view: RoomView;
  table: ShownTable;
  faces: Record<string, string>;
  backSvg: string;
  news: (Line & { id: number }) | null;
  /** The cards a snap's words were last written on (shown until the next card is turned). */
  justWritten: JustWritten | null;
  highlight: string[];
  link: SocketLink;
  estimate: ClockEstimate | null;
  /** The room is being set up again from its recorded moves (a move could not be saved). */
  reconnecting: boolean;
  /** The server's clock as this device keeps it in step (the time left for words). */
  serverNow: () => number;
  /** A deck member (not a device with a seat token): their way out is the deck. */
  member: boolean;
  send: Send;
  /** When the latest card was painted on this device (performance.now), or null before. */
  paintedAt: RefObject<number | null>;
  /** A refusal from the room, to tell this device's person. */
  onRefused: (reason: string) => void;
  onCommand: (command: SeatCommand, seatId: string) => void;
}

/** The game on this device: the whole table, the news, and this device's own controls only. */
/** What a paused room's devices are told, by why it is paused. */
const PAUSE_NOTES: Record<PauseReason, string> = {
  host: "Every device in the room is paused: the game carries on where it stood.",
  everyoneLeft: "Every player's device left, so the game paused by itself: it carries on as soon as a player comes back.",
};

export function RoomPlay({ view, table, faces, backSvg, news, justWritten, highlight, link, reconnecting, estimate, serverNow, member, send, paintedAt, onRefused, onCommand }: Props) {
  const { setup } = view;
  const { state } = table;
  const rules = useMemo(() => rulesFor(setup), [setup]);
  const host = view.you.role === "host";
  const back = member ? { href: `/decks/${view.deck.id}`, label: `Back to ${view.deck.name}` } : { href: "/", label: "Leave the room" };
  const [why, setWhy] = useState(false);
  const [lookingAtTable, setLookingAtTable] = useState(false);
  const [again, setAgain] = useState(false);
  const [writing, setWriting] = useState(false);
  const [wordsError, setWordsError] = useState<string | null>(null);

  const myIndex = setup.seats.findIndex((s) => s.id === view.you.seatId);
  const mySeat = setup.seats[myIndex];
  const myControl = view.seats.find((s) => s.id === view.you.seatId)?.control;
  const me = useMemo(() => (mySeat && myControl === "PERSON" ? [mySeat] : []), [mySeat, myControl]);
  const over = state.phase === "over" || view.status === "OVER";
  const live = link.kind === "connected" && !view.paused && !over;
  const calls = mySeat && me.length > 0 ? seatCallButtons(rules, setup, state, myIndex, { mayShout: live, person: 0, people: 1 }) : [];

  const answer = useCallback(
    (ack: Ack) => {
      if (!ack.ok) onRefused(ack.reason);
    },
    [onRefused],
  );
  const myTurn = mySeat !== undefined && me.length > 0 && live && mayTurn(state, mySeat.id);
  const turn = useCallback(() => {
    if (myTurn) void send("turn", { turn: state.turns }).then(answer);
  }, [myTurn, send, state.turns, answer]);
  function shout(call: string) {
    const reactionMs = reactionTime(performance.now(), paintedAt.current);
    void send("shout", { turn: state.turns, call, reactionMs }).then(answer);
  }
  function callByKey(_seatId: string, which: number) {
    const button = calls[which];
    if (button?.enabled) shout(button.call);
  }
  const keyboard = useTableKeys(me, turn, callByKey);

  const turns: Record<string, PileAction> = {};
  if (myTurn && mySeat) turns[mySeat.id] = { label: "Turn my card (key Enter)", onActivate: turn };
  const slap = state.kind === "irish" && calls[0]?.enabled ? { label: "Slap the centre pile (key Space)", onActivate: () => shout("slap") } : undefined;

  const wanted = state.kind === "legacy" ? rules.wordsWanted(state) : null;
  const wordsDue = state.kind === "legacy" ? state.wordsDue : null;
  const wantedCards = wanted && wordsDue ? wordsDue.cards.filter((c) => wanted.cardIds.includes(c.id)) : [];
  const writer = wanted ? setup.seats.find((s) => s.id === wanted.playerId) : undefined;
  const writerSeat = view.seats.find((s) => s.id === writer?.id);
  // Where the people write a bot's words, the host's device writes them for a seat no person's device plays.
  const hostWritesForBot =
    host && writer !== undefined && state.kind === "legacy" && peopleWriteBotWords(state) && (writer.kind === "bot" || writerSeat?.control !== "PERSON" || !writerSeat.connected);
  const botName = writer?.kind === "bot" ? writer.name : `The bot playing for ${writer?.name ?? ""}`;

  /** The host deals a new game for the same seats; every device's room view then shows it. */
  async function playAgain() {
    setAgain(true);
    const ack = await send("host", { command: "again", after: view.gameId ?? "" });
    setAgain(false);
    if (!ack.ok) onRefused(ack.reason);
  }

  async function writeWords(words: Record<string, string>, hands: Record<string, string>) {
    setWordsError(null);
    setWriting(true);
    // A bot's words are typed only; the winner's go with their hands, read by every device from the faces.
    const ack = hostWritesForBot ? await send("host", { command: "words", words }) : await send("words", { words, drawings: sentHands(words, hands) });
    setWriting(false);
    if (!ack.ok) setWordsError(ack.reason);
  }

  const clock = table.wordsDueBy !== null && state.kind === "legacy" && <WordsClock dueBy={table.wordsDueBy} serverNow={serverNow} fromList={state.botWords?.rule === "list"} />;

  const nameOf = useCallback((id: string) => setup.seats.find((s) => s.id === id)?.name ?? id, [setup.seats]);
  const verdict = table.verdicts.at(-1);
  const current = setup.seats[state.current];

  return (
    <div className="fixed inset-0 z-30 flex flex-col gap-1.5 overflow-hidden bg-table p-2 sm:gap-2 sm:p-3">
      <style>{`@keyframes deal { from { transform: translateY(-18px) rotate(-4deg); opacity: 0.2 } to { transform: none; opacity: 1 } }`}</style>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex min-w-0 grow basis-64 items-center gap-2">
          <GameHeading
            back={back}
            title={GAME_NAMES[setup.game]}
            line={`Room ${view.code} · ${state.turns} cards turned${mySeat ? ` · you are ${mySeat.name}` : " · watching"}`}
          />
          {host && !over && (
            <Button variant="secondary" onClick={() => void send("host", { command: view.paused ? "resume" : "pause" }).then(answer)} className="ml-auto min-h-11 shrink-0 px-4">
              {view.paused ? "Resume" : "Pause"}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <ConnectionBadge link={link} estimate={estimate} />
          {host && (
            <details className="relative">
              <summary className="flex min-h-11 cursor-pointer items-center rounded-xl bg-white px-3 text-sm font-bold ring-1 ring-line">Seats</summary>
              <div className="absolute right-0 z-20 mt-1 w-[min(90vw,32rem)] rounded-2xl bg-table p-2 shadow-xl ring-1 ring-line">
                <SeatList view={view} onCommand={onCommand} />
              </div>
            </details>
          )}
        </div>
      </header>

      {link.kind === "reconnecting" && (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-1 text-sm font-bold ring-2 ring-amber-300">
          Reconnecting… your seat is kept.
        </p>
      )}
      {reconnecting && link.kind !== "reconnecting" && (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-1 text-sm font-bold ring-2 ring-amber-300">
          Reconnecting the table… a move could not be saved, so the table is being set up again from its saved moves. Nothing is lost.
        </p>
      )}

      <div role="status" aria-live="polite" className="flex min-h-8 items-center rounded-xl bg-white px-3 py-1 ring-1 ring-line">
        <p key={news?.id} className={`line-clamp-2 text-sm font-bold sm:text-base ${news?.tone === "bad" ? "text-snap" : news?.tone === "good" ? "text-felt" : ""}`}>
          {news?.text ?? `${current?.name ?? ""} turns ${state.turns === 0 ? "the first card" : "next"}.`}
        </p>
      </div>
      {verdict && (
        <section aria-label="Latest verdict" className="flex flex-wrap items-center gap-2 rounded-xl bg-white px-3 py-1 text-sm ring-1 ring-line">
          <p className="font-bold">{verdictLine(verdict, nameOf, setup.game)}</p>
          <button type="button" onClick={() => setWhy(true)} className="ml-auto min-h-10 rounded-xl border-2 border-felt px-3 font-bold text-felt hover:bg-green-50">
            {whyQuestion(verdict, nameOf, setup.game)}
          </button>
        </section>
      )}

      {writer?.kind === "person" && writer.id !== mySeat?.id && !hostWritesForBot && (
        <div className="rounded-xl bg-white px-3 py-1 text-sm ring-1 ring-line">
          <p className="font-bold">{writer.name} is writing the new words on their device…</p>
          {clock}
        </div>
      )}
      {justWritten && justWritten.turns === state.turns && !wanted && <JustWrittenCards written={justWritten} faces={faces} />}
      {writer?.kind === "bot" && !host && state.kind === "legacy" && peopleWriteBotWords(state) && (
        <p className="rounded-xl bg-white px-3 py-1 text-sm font-bold ring-1 ring-line">{view.hostName} is writing {possessive(writer.name)} words…</p>
      )}

      <Table setup={setup} state={state} faces={faces} backSvg={backSvg} highlight={highlight} turns={turns} slap={slap} />

      {calls.length > 0 && mySeat && (
        <div className="flex flex-col gap-1">
          <SeatCalls name={mySeat.name} calls={calls} keyboard={keyboard} onCall={shout} />
          <p className={`text-xs text-muted max-sm:hidden ${keyHint(keyboard)}`}>Keys: Enter turns your card, Space calls “{callLabel(calls[0]?.call ?? "snap")}”.</p>
        </div>
      )}
      {view.you.role === "spectator" && <p className="rounded-xl bg-white px-3 py-1 text-sm ring-1 ring-line">You are watching this game.</p>}
      {mySeat && myControl !== "PERSON" && !over && (
        <p className="rounded-xl bg-amber-50 px-3 py-1 text-sm ring-2 ring-amber-300">
          {myControl === "BOT" ? `A bot is playing ${possessive(mySeat.name)} cards` : `${possessive(mySeat.name)} cards are turned for them`} until the host gives the seat back.
        </p>
      )}

      {view.paused && !over && <PausedDialog back={back} onResume={host ? () => void send("host", { command: "resume" }).then(answer) : undefined} onEnd={host ? () => void send("host", { command: "end" }).then(answer) : undefined} note={PAUSE_NOTES[view.pausedBecause ?? "host"]} />}

      {wanted && writer?.id === mySeat?.id && me.length > 0 && !view.paused && (
        <WordsDialog winner={writer?.name ?? ""} cards={wantedCards} faces={faces} saving={writing} error={wordsError} onWrite={(w, h) => void writeWords(w, h)} clock={clock} />
      )}
      {wanted && hostWritesForBot && !view.paused && (
        <WordsDialog winner={botName} forBot cards={wantedCards} faces={faces} saving={writing} error={wordsError} onWrite={(w) => void writeWords(w, {})} clock={clock} />
      )}

      {why && verdict && <WhyDialog verdict={verdict} game={setup.game} falseStartMs={setup.falseStartMs} nameOf={nameOf} onClose={() => setWhy(false)} />}

      {over && !lookingAtTable && (
        <GameOver
          setup={setup}
          result={table.result}
          actions={
            <>
              {host ? (
                <Button busy={again} busyLabel="Dealing a new game…" onClick={() => void playAgain()}>
                  Play again
                </Button>
              ) : (
                <p className="w-full">The host can deal a new game: you keep your seat.</p>
              )}
              <Button variant="secondary" onClick={() => setLookingAtTable(true)}>
                Look at the table
              </Button>
              <Link href={back.href} className={BUTTON_LOOK.secondary}>
                {back.label}
              </Link>
            </>
          }
        />
      )}
      {over && lookingAtTable && (
        <section aria-label="Game over" className="flex flex-wrap items-center gap-2 rounded-xl bg-white px-3 py-1 ring-1 ring-line">
          <p className="font-bold">The game is over.</p>
          <Button variant="secondary" onClick={() => setLookingAtTable(false)} className="ml-auto min-h-11 px-4">
            Show the result
          </Button>
          {host && (
            <Button busy={again} busyLabel="Dealing a new game…" onClick={() => void playAgain()} className="min-h-11 px-4">
              Play again
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

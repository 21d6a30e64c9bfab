import type { ExportedCard, ExportedScreenGame, ExportedTableGame } from "@/lib/history/export/schema";
import { summarise, type GameResult } from "@/lib/games/screen/replay-game";
import { openingStep, rulesFor, type ScreenState } from "@/lib/games/screen/setup";
import { sameJson } from "@/lib/games/same-json";
import { ledgerOf, tableResultOf } from "@/lib/games/table/ledger";
import { isRuleError, type GameEvent, type Step } from "@/lib/rules";
import { refuse } from "./refusal";

const show = (value: unknown) => JSON.stringify(value);

/** A game's end as the app records it: over with an end date and a result, or still playing with neither. */
function checkEnd(game: { status: string; endedAt: string | null; result: unknown }, at: string, over: boolean, playedTo: string): void {
  if (game.status === "OVER" && !over) throw refuse(`${at}.status`, `the game is recorded as over, but ${playedTo} it is still being played`);
  if (game.status === "PLAYING" && over) throw refuse(`${at}.status`, `the game is recorded as being played, but ${playedTo} it is over`);
  if ((game.endedAt === null) !== (game.status === "PLAYING")) throw refuse(`${at}.endedAt`, game.status === "OVER" ? "an ended game needs the date it ended" : "a game being played has no end date");
  if (game.status === "PLAYING" && game.result !== null) throw refuse(`${at}.result`, "a game being played has no result yet");
  if (game.status === "OVER" && game.result === null) throw refuse(`${at}.result`, "an ended game needs its result");
}

/**
 * A screen or online game, replayed through the rules library from its deal, move by move, as the
 * server judged it when it was played: a move the rules refuse, an end the moves don't reach, or a
 * result other than the one they give is refused. The cards dealt are the file's, as they are.
 * A result recorded before a field was kept (rightShouts, loser…) is compared on the fields it has.
 */
export function checkScreenGame(game: ExportedScreenGame, at: string, cards: ReadonlyMap<string, ExportedCard>): void {
  game.setup.deck.forEach((dealt, i) => {
    const card = cards.get(dealt.id);
    if (card && (card.rank !== dealt.rank || (card.suit ?? "") !== dealt.suit)) {
      throw refuse(`${at}.setup.deck[${i}]`, `the card dealt is the ${dealt.rank} ${dealt.suit}, but the file's card ${show(dealt.id)} is the ${card.rank} ${card.suit ?? ""}`.trimEnd());
    }
  });
  let step: Step<ScreenState>;
  try {
    step = openingStep(game.setup);
  } catch (error) {
    if (isRuleError(error)) throw refuse(`${at}.setup`, `the rules can't deal this game (${error.message})`);
    throw error;
  }
  const rules = rulesFor(game.setup);
  const events: GameEvent[] = [...step.events];
  game.actions.forEach(({ action }, i) => {
    try {
      step = rules.apply(step.state, action);
    } catch (error) {
      if (isRuleError(error)) throw refuse(`${at}.actions[${i}]`, `the rules refuse this move (${error.message})`);
      throw error;
    }
    events.push(...step.events);
  });
  checkEnd(game, at, step.state.phase === "over", "replaying its moves");
  if (game.result) {
    const replayed = summarise(events);
    const recorded = game.result;
    for (const field of Object.keys(recorded) as (keyof GameResult)[]) {
      if (!sameJson(recorded[field], replayed[field])) {
        throw refuse(`${at}.result.${field}`, `replaying the game's moves gives ${show(replayed[field] ?? null)}, the file says ${show(recorded[field])}`);
      }
    }
  }
}

/**
 * A table session's record read as the companion reads it: snaps numbered one after another, an
 * undo always of the last snap still standing, the words on the snap's two cards, each card once,
 * and (once it is over) the result its standing snaps give.
 */
export function checkTableGame(game: ExportedTableGame, at: string): void {
  const keys = new Set<string>();
  const standing: number[] = [];
  let snaps = 0;
  game.actions.forEach(({ action, index }, i) => {
    const where = `${at}.actions[${i}].action`;
    if (keys.has(action.requestKey)) throw refuse(`${where}.requestKey`, `${show(action.requestKey)} is used twice in this session`);
    keys.add(action.requestKey);
    if (action.type === "undo") {
      if (action.of !== standing.at(-1)) throw refuse(`${where}.of`, `an undo takes back the last snap still standing (${standing.at(-1) ?? "none"}), not ${action.of}`);
      standing.pop();
      return;
    }
    if (action.snap !== ++snaps) throw refuse(`${where}.snap`, `expected ${snaps}, found ${action.snap}`);
    if (action.onTableCardId === action.justPlayedCardId) throw refuse(`${where}.justPlayedCardId`, "a snap is of two different cards");
    const written = new Set<string>();
    action.words.forEach((w, j) => {
      if (w.cardId !== action.onTableCardId && w.cardId !== action.justPlayedCardId) throw refuse(`${where}.words[${j}].cardId`, "words are written on the two cards of the snap only");
      if (written.has(w.cardId)) throw refuse(`${where}.words[${j}].cardId`, "a card holds one word");
      written.add(w.cardId);
    });
    standing.push(index);
  });
  const over = game.status === "OVER";
  checkEnd(game, at, over, "its record says");
  if (game.result) {
    const counted = tableResultOf(ledgerOf(game.actions.map((a) => ({ index: a.index, action: a.action, createdAt: new Date(a.createdAt) }))));
    if (!sameJson(counted, game.result)) throw refuse(`${at}.result`, `its snaps give ${show(counted)}, the file says ${show(game.result)}`);
  }
}

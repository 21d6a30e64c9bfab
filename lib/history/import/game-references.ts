import type { GameAction } from "@/lib/rules";
import type { DeckExport, ExportedScreenGame, ExportedTableGame } from "@/lib/history/export/schema";
import { refuse } from "./refusal";

/**
 * Every id an export's JSON parts hold, at the depths only the app's schemas know: what a game's
 * setup, moves and result name, the setup deal's players and cards, a print's cards. Each id passes
 * through `References` with its place in the file, which the import uses twice: to check that it
 * names one of the file's own cards, players or games (anything else is refused, saying where), and
 * to give it the new deck's id. A file can't reach a card of any other deck.
 */
export interface References {
  card(id: string, where: string): string;
  player(id: string, where: string): string;
  /** Who recorded a table snap or undo: an account of the source server, recorded here as the importer. */
  recorder(id: string | undefined): string | undefined;
}

/** What a screen or online game's setup, moves and result name: seats (a person's is a player of the file) and dealt cards. */
export function screenGameReferences(game: ExportedScreenGame, at: string, refs: References): Pick<ExportedScreenGame, "setup" | "actions" | "result"> {
  const seatIds = new Map<string, string>();
  const seats = game.setup.seats.map((seat, i) => {
    const where = `${at}.setup.seats[${i}].id`;
    if (seatIds.has(seat.id)) throw refuse(where, `${JSON.stringify(seat.id)} sits at this game twice`);
    if (seat.kind === "bot" && !/^bot-\d{1,2}$/.test(seat.id)) throw refuse(where, `a bot's seat is named bot-1, bot-2…, not ${JSON.stringify(seat.id)}`);
    const id = seat.kind === "person" ? refs.player(seat.id, where) : seat.id;
    seatIds.set(seat.id, id);
    return { ...seat, id };
  });
  const dealt = new Map<string, string>();
  const deck = game.setup.deck.map((card, i) => {
    const where = `${at}.setup.deck[${i}].id`;
    if (dealt.has(card.id)) throw refuse(where, `${JSON.stringify(card.id)} is dealt twice`);
    const id = refs.card(card.id, where);
    dealt.set(card.id, id);
    return { ...card, id };
  });
  const seat = (id: string, where: string) => {
    const renamed = seatIds.get(id);
    if (renamed === undefined) throw refuse(where, `names no seat of this game (${JSON.stringify(id)})`);
    return renamed;
  };
  const dealtCard = (id: string, where: string) => {
    const renamed = dealt.get(id);
    if (renamed === undefined) throw refuse(where, `names no card dealt in this game (${JSON.stringify(id)})`);
    return renamed;
  };
  const bySeat = <T>(record: Record<string, T>, where: string) => Object.fromEntries(Object.entries(record).map(([id, value]) => [seat(id, `${where}.${id}`), value]));

  const actions = game.actions.map(({ action, ...rest }, i) => {
    const where = `${at}.actions[${i}].action`;
    const moved: GameAction =
      action.type === "turn" || action.type === "shout"
        ? { ...action, playerId: seat(action.playerId, `${where}.playerId`) }
        : action.type === "writeWords"
          ? {
              ...action,
              playerId: seat(action.playerId, `${where}.playerId`),
              words: Object.fromEntries(Object.entries(action.words).map(([cardId, word]) => [dealtCard(cardId, `${where}.words.${cardId}`), word])),
            }
          : action;
    return { ...rest, action: moved };
  });

  const result = game.result && {
    ...game.result,
    winners: game.result.winners.map((id, i) => seat(id, `${at}.result.winners[${i}]`)),
    ...(game.result.loser ? { loser: seat(game.result.loser, `${at}.result.loser`) } : {}),
    ...(game.result.cardCounts ? { cardCounts: bySeat(game.result.cardCounts, `${at}.result.cardCounts`) } : {}),
    snapsWon: bySeat(game.result.snapsWon, `${at}.result.snapsWon`),
    ...(game.result.reactionTimes ? { reactionTimes: bySeat(game.result.reactionTimes, `${at}.result.reactionTimes`) } : {}),
    wordsWritten: game.result.wordsWritten.map((w, i) => ({
      ...w,
      playerId: seat(w.playerId, `${at}.result.wordsWritten[${i}].playerId`),
      cardId: dealtCard(w.cardId, `${at}.result.wordsWritten[${i}].cardId`),
    })),
  };
  return { setup: { ...game.setup, seats, deck }, actions, result };
}

/** What a table session's setup and snaps name: the deck's players at the table, and the cards of each snap. */
export function tableGameReferences(game: ExportedTableGame, at: string, refs: References): Pick<ExportedTableGame, "setup" | "actions"> {
  const seated = new Map<string, string>();
  const players = game.setup.players.map((id, i) => {
    const where = `${at}.setup.players[${i}]`;
    if (seated.has(id)) throw refuse(where, `${JSON.stringify(id)} sits at this table twice`);
    const renamed = refs.player(id, where);
    seated.set(id, renamed);
    return renamed;
  });
  const actions = game.actions.map(({ action, ...rest }, i) => {
    const where = `${at}.actions[${i}].action`;
    const recordedById = refs.recorder(action.recordedById);
    if (action.type === "undo") return { ...rest, action: { ...action, ...(recordedById ? { recordedById } : {}) } };
    const winner = seated.get(action.winnerPlayerId);
    if (winner === undefined) throw refuse(`${where}.winnerPlayerId`, `names no player at this table (${JSON.stringify(action.winnerPlayerId)})`);
    return {
      ...rest,
      action: {
        ...action,
        winnerPlayerId: winner,
        onTableCardId: refs.card(action.onTableCardId, `${where}.onTableCardId`),
        justPlayedCardId: refs.card(action.justPlayedCardId, `${where}.justPlayedCardId`),
        words: action.words.map((w, j) => ({ ...w, cardId: refs.card(w.cardId, `${where}.words[${j}].cardId`) })),
        ...(recordedById ? { recordedById } : {}),
      },
    };
  });
  return { setup: { ...game.setup, players }, actions };
}

/** The setup deal's players and the cards dealt to them. */
export function setupDealReferences(deal: NonNullable<DeckExport["deck"]["setupDeal"]>, refs: References): NonNullable<DeckExport["deck"]["setupDeal"]> {
  const dealt = new Set<string>();
  return Object.fromEntries(
    Object.entries(deal).map(([playerId, cardIds]) => [
      refs.player(playerId, `deck.setupDeal.${playerId}`),
      cardIds.map((cardId, i) => {
        const where = `deck.setupDeal.${playerId}[${i}]`;
        if (dealt.has(cardId)) throw refuse(where, `${JSON.stringify(cardId)} is dealt twice`);
        dealt.add(cardId);
        return refs.card(cardId, where);
      }),
    ]),
  );
}

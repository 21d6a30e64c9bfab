import { randomInt } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { conflict, invalid, notFound } from "@/lib/decks/errors";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import { freeBotWords } from "@/lib/decks/bot-word-list";
import { BOT_WORDS_RULES, DEFAULT_FALSE_START_MS, DEFAULT_TIE_WINDOW_MS, isRuleError, type BotWordsTable } from "@/lib/rules";
import { CLASSIC_VARIANTS, classicOptions, FALSE_START, MAX_DEAL, SHORT_GAME } from "../game-choices";
import { checkpointAfter, type GameCheckpoint } from "./replay-game";
import { ANIMALS, botSeat, screenGameSetupSchema, withAnimals, type ClassicOptions, type GameSeat, type ScreenGameSetup } from "./setup";

const SHORT_GAME_LENGTH = `A short game is ${SHORT_GAME.min} to ${SHORT_GAME.max} cards turned.`;
const FALSE_START_RANGE = `A false start is a shout faster than ${FALSE_START.min} to ${FALSE_START.max} ms.`;
const animal = z.enum(ANIMALS, { error: `An animal is one of ${ANIMALS.join(", ")}.` }).optional();

export const startScreenGameSchema = z
  .object({
    deckId: z.string().min(1),
    requestKey: requestKeySchema,
    game: z.enum(["legacy", "classic", "table", "irish"], { error: "Choose Snap Legacy, Classic Snap, Table Snap or Irish Snap." }).default("legacy"),
    seats: z
      .array(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("person"), playerId: z.string().min(1), animal }),
          z.object({ kind: z.literal("bot"), pace: z.enum(["relaxed", "normal", "quick"]), animal }),
        ]),
      )
      .min(2, { error: "A game needs at least two players." })
      .max(6, { error: "At most six players on one screen." }),
    /** Classic Snap's variant and "only the owners of the matching piles may snap". */
    classic: z
      .object({
        variant: z.enum(CLASSIC_VARIANTS, { error: "Choose snap pools, no pools, a single centre pile or Animals." }).default("pools"),
        onlyOwners: z.boolean().default(false),
      })
      .optional(),
    matchSuits: z.boolean().default(false),
    /** Snap Legacy's "When a bot wins a snap" (lib/rules/bot-words.ts); its cards stay blank unless the table says otherwise. */
    botWords: z.enum(BOT_WORDS_RULES, { error: "When a bot wins a snap, its cards stay blank, we write its words, or it writes from our word list." }).optional(),
    timeLimitMinutes: z.number().int().min(1).max(120).nullable().default(null),
    turnLimit: z
      .number({ error: SHORT_GAME_LENGTH })
      .int({ error: SHORT_GAME_LENGTH })
      .min(SHORT_GAME.min, { error: SHORT_GAME_LENGTH })
      .max(SHORT_GAME.max, { error: SHORT_GAME_LENGTH })
      .nullable()
      .default(null),
    /** The false-start floor (docs/rules.md, "A false start"): a table may set its own. */
    falseStartMs: z
      .number({ error: FALSE_START_RANGE })
      .int({ error: FALSE_START_RANGE })
      .min(FALSE_START.min, { error: FALSE_START_RANGE })
      .max(FALSE_START.max, { error: FALSE_START_RANGE })
      .default(DEFAULT_FALSE_START_MS),
    /** A deal number, to play a memorable deal again; a fresh one is drawn when absent. */
    seed: z.number().int().min(0).max(MAX_DEAL).optional(),
  })
  .superRefine((input, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: "custom", message });
    const animals = input.game === "classic" && input.classic?.variant === "animals";
    if (input.classic && input.game !== "classic") refuse("Variants are chosen for Classic Snap only.");
    if (animals && input.classic?.onlyOwners) refuse("In Animals only the two owners of a match call anyway: “only owners” is for the other variants.");
    if (!animals && input.seats.some((s) => s.animal !== undefined)) refuse("Players have animals in Classic Snap’s Animals only.");
    const chosen = input.seats.flatMap((s) => (s.animal ? [s.animal] : []));
    if (new Set(chosen).size !== chosen.length) refuse("Every player needs a different animal.");
    if (input.matchSuits && input.game !== "legacy") refuse("Matching suits is a Snap Legacy option.");
    if (input.matchSuits && input.seats.length !== 2) refuse("Matching suits is an option for two players only.");
    if (input.botWords !== undefined && input.game !== "legacy") refuse("What a bot does when it wins a snap is a Snap Legacy rule.");
  });

export type StartInput = z.output<typeof startScreenGameSchema>;

/**
 * Starts a game on screen, dealt with a recorded seed from the deck's cards in the deck as they are
 * now. Snap Legacy writes into the deck, so it needs the twelve-card setup finished; the other games
 * only draw the words on the cards. Bots get a pace and a small, human mistake rate; in Animals
 * every seat without a chosen animal gets a free one.
 */
export async function startScreenGame(userId: string, rawInput: unknown): Promise<{ gameId: string }> {
  const { input } = await deckAccess(userId, rawInput, { schema: startScreenGameSchema, role: "EDITOR" });

  const earlier = await gameStartedBy(userId, input);
  if (earlier) return { gameId: earlier };

  const [deck, players, cards, botWordList] = await Promise.all([
    db.deck.findUniqueOrThrow({ where: { id: input.deckId }, select: { stage: true, kind: true } }),
    db.player.findMany({ where: { deckId: input.deckId, archivedAt: null } }),
    db.card.findMany({ where: { deckId: input.deckId, status: "IN_DECK" }, orderBy: { position: "asc" } }),
    input.botWords === "list" ? freeBotWords(db, input.deckId) : [],
  ]);
  const setup = screenSetupFrom(input, deck, players, cards, botWordList);
  const checkpoint = dealt(setup);

  try {
    const game = await db.game.create({
      data: {
        deckId: input.deckId,
        mode: "SCREEN",
        setup: setup as object,
        checkpoint: checkpoint as object,
        creationKey: input.requestKey,
        createdById: userId,
      },
    });
    return { gameId: game.id };
  } catch (error) {
    const winner = await gameStartedBy(userId, input);
    if (winner) return { gameId: winner };
    throw error;
  }
}

/**
 * The game as the chooser asked for it, from the deck as it is now: Snap Legacy needs the
 * twelve-card setup finished, Irish Snap a standard deck, and every person seat one of the deck's
 * players. Shared by games on screen and online rooms, so both deal the same way. `botWordList` is
 * the family's words no card carries yet (freeBotWords), for a table whose bots write from it.
 */
export function screenSetupFrom(
  input: StartInput,
  deck: { stage: string; kind: string },
  players: { id: string; name: string; colour: string }[],
  cards: { id: string; rank: string; suit: string | null; word: string | null }[],
  botWordList: string[],
): ScreenGameSetup {
  if (input.game === "legacy" && deck.stage !== "READY") throw conflict("Finish the twelve-card setup before playing Snap Legacy.");
  if (input.game === "irish" && deck.kind === "CUSTOM") throw invalid("Irish Snap counts Ace to King: it needs a standard deck.");
  return {
    game: input.game,
    seats: seatsFor(input, players),
    deck: cards.map((c) => ({ id: c.id, rank: c.rank, suit: c.suit ?? "", word: c.word })),
    seed: input.seed ?? randomInt(2 ** 31),
    matchSuits: input.matchSuits,
    timeLimitMs: input.timeLimitMinutes ? input.timeLimitMinutes * 60_000 : null,
    turnLimit: input.turnLimit,
    tieWindowMs: DEFAULT_TIE_WINDOW_MS,
    falseStartMs: input.falseStartMs,
    matchesStay: true,
    calledPilesStay: true,
    classic: input.game === "classic" ? classicOptions(input.classic?.variant ?? "pools", input.classic?.onlyOwners ?? false) : null,
    botWords: input.game === "legacy" ? botWordsTable(input.botWords ?? "blank", botWordList) : null,
  };
}

/** The table's rule for its bots' words, with the family's list when the bots write from it. */
export function botWordsTable(rule: BotWordsTable["rule"], list: string[]): BotWordsTable {
  return { rule, list: rule === "list" ? list : [] };
}

/** The seats as the game stores them: the deck's players by their ids, bots numbered in order. */
function seatsFor(input: StartInput, players: { id: string; name: string; colour: string }[]): GameSeat[] {
  let bots = 0;
  const seats: GameSeat[] = input.seats.map((seat) => {
    if (seat.kind === "bot") return botSeat(bots++, seat.pace, seat.animal);
    const player = players.find((p) => p.id === seat.playerId);
    if (!player) throw notFound("That player");
    return { id: player.id, name: player.name, colour: player.colour, kind: "person", ...(seat.animal ? { animal: seat.animal } : {}) };
  });
  if (new Set(seats.map((s) => s.id)).size !== seats.length) throw invalid("Each player can sit at the table once.");
  return input.game === "classic" && input.classic?.variant === "animals" ? withAnimals(seats) : seats;
}

/** The game as dealt: the rules refuse a setup they can't deal (too few cards) here, before anything is saved. */
export function dealt(setup: ScreenGameSetup): GameCheckpoint {
  try {
    return checkpointAfter(setup, []);
  } catch (error) {
    if (isRuleError(error)) throw invalid(error.message);
    throw error;
  }
}

/** A seat as the request asked for it (an animal only when one was chosen). */
function requestedSeat(s: { kind: string; playerId?: string; id?: string; pace?: string }) {
  return s.kind === "bot" ? `bot:${s.pace}` : `person:${s.playerId ?? s.id}`;
}

function sameClassic(a: ClassicOptions | null, b: ClassicOptions | null): boolean {
  if (a === null || b === null) return a === b;
  return a.pools === b.pools && a.centrePile === b.centrePile && a.onlyOwners === b.onlyOwners && a.animals === b.animals;
}

/** The game this request already started; the same key with another game or other settings is refused (409). */
async function gameStartedBy(userId: string, input: StartInput): Promise<string | null> {
  const game = await db.game.findUnique({ where: { creationKey: input.requestKey } });
  if (!game) return null;
  const parsed = screenGameSetupSchema.safeParse(game.setup);
  const setup = parsed.success ? parsed.data : null;
  const classic = input.game === "classic" ? classicOptions(input.classic?.variant ?? "pools", input.classic?.onlyOwners ?? false) : null;
  const same =
    setup !== null &&
    game.createdById === userId &&
    game.deckId === input.deckId &&
    game.mode === "SCREEN" &&
    setup.game === input.game &&
    setup.seats.map(requestedSeat).join() === input.seats.map(requestedSeat).join() &&
    input.seats.every((s, i) => s.animal === undefined || setup.seats[i]?.animal === s.animal) &&
    sameClassic(setup.classic, classic) &&
    setup.matchSuits === input.matchSuits &&
    (setup.botWords?.rule ?? null) === (input.game === "legacy" ? (input.botWords ?? "blank") : null) &&
    setup.timeLimitMs === (input.timeLimitMinutes ? input.timeLimitMinutes * 60_000 : null) &&
    setup.turnLimit === input.turnLimit &&
    (input.seed === undefined || setup.seed === input.seed);
  if (!same) throw keyReused();
  return game.id;
}

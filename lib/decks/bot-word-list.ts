import { z } from "zod";
import { normaliseWord } from "@/lib/cards/normalise";
import { validateWord } from "@/lib/cards/words";
import { db } from "@/lib/db/client";
import type { SqlTx } from "@/lib/db/sql";
import { BOT_WORD_LIST_MAX } from "@/lib/rules";
import { deckAccess, requireDeckRole } from "./access";
import { invalid } from "./errors";
import { lockDeck, type Tx } from "./history";

/**
 * The family's word list for bots (a deck's settings): at a table whose rule is "it writes from our
 * word list", a bot that wins a snap takes one of these words that no card of the deck carries yet.
 * Members see it; editors and owners add words and take them off. Each word passes the same check
 * as every word written on a card, and is listed once (compared as the rules compare words).
 */

/** The list in the order it was written, each word marked when a card of the deck carries it. */
export async function botWordList(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const words = await wordsWithCards(db, deckId);
  return { role, words };
}

async function wordsWithCards(tx: Tx | typeof db, deckId: string) {
  const [words, cards] = await Promise.all([
    tx.deckBotWord.findMany({ where: { deckId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { word: true, wordNormalised: true } }),
    tx.card.findMany({ where: { deckId, wordNormalised: { not: null } }, select: { wordNormalised: true } }),
  ]);
  const onCards = new Set(cards.map((c) => c.wordNormalised));
  return words.map((w) => ({ word: w.word, normalised: w.wordNormalised, onDeck: onCards.has(w.wordNormalised) }));
}

/**
 * The list's words no card of the deck carries, in the list's order: what a game's bots may take
 * (ScreenGameSetup.botWords, read when a game is dealt).
 */
export async function freeBotWords(tx: Tx | typeof db, deckId: string): Promise<string[]> {
  return (await wordsWithCards(tx, deckId)).filter((w) => !w.onDeck).map((w) => w.word);
}

export const addBotWordsSchema = z.object({
  deckId: z.string().min(1),
  /** One word on each line (a single word is a list of one). */
  words: z.string({ error: "Write the words, one on each line." }).max(10_000, { error: "That's more words than one list holds." }),
});

/**
 * Adds words to the list (editors and owners): every line is checked as a card's word is, and one
 * bad line adds nothing (its line is named). Words already listed are left as they are, so adding
 * the same words again changes nothing.
 */
export async function addBotWords(userId: string, rawInput: unknown): Promise<{ added: number }> {
  const { input, deckId } = await deckAccess(userId, rawInput, { schema: addBotWordsSchema, role: "EDITOR" });
  const lines = input.words.split(/\r?\n/).map((line, i) => ({ line: i + 1, text: line })).filter((l) => l.text.trim() !== "");
  if (lines.length === 0) throw invalid("Write a word first.");
  const checked = lines.map(({ line, text }) => {
    const check = validateWord(text);
    if (!check.ok) throw invalid(lines.length === 1 ? check.message : `Line ${line}: ${check.message}`);
    return check;
  });
  // A word given twice is listed as first written.
  const given = new Set<string>();
  const fresh = checked.filter((w) => !given.has(w.normalised) && given.add(w.normalised));
  return db.$transaction(async (tx) => {
    await lockDeck(tx, deckId);
    const listed = new Set(
      (await tx.deckBotWord.findMany({ where: { deckId, wordNormalised: { in: fresh.map((w) => w.normalised) } }, select: { wordNormalised: true } })).map((w) => w.wordNormalised),
    );
    const toAdd = fresh.filter((w) => !listed.has(w.normalised));
    const count = await tx.deckBotWord.count({ where: { deckId } });
    if (count + toAdd.length > BOT_WORD_LIST_MAX) throw invalid(`The list holds at most ${BOT_WORD_LIST_MAX} words; it has ${count}.`);
    // One after another, so the list keeps the order the words were written in.
    const now = Date.now();
    await tx.deckBotWord.createMany({ data: toAdd.map((w, i) => ({ deckId, word: w.word, wordNormalised: w.normalised, createdAt: new Date(now + i) })) });
    return { added: toAdd.length };
  });
}

export const removeBotWordSchema = z.object({ deckId: z.string().min(1), word: z.string().max(200) });

/** Takes a word off the list (editors and owners); a word not on it is already off. */
export async function removeBotWord(userId: string, rawInput: unknown): Promise<void> {
  const { input, deckId } = await deckAccess(userId, rawInput, { schema: removeBotWordSchema, role: "EDITOR" });
  await db.deckBotWord.deleteMany({ where: { deckId, wordNormalised: normaliseWord(input.word) } });
}

/**
 * Which of these words (normalised) are still on the family's list and on no card of the deck:
 * the words a bot's list words may be, when they are written into the deck's history.
 */
export async function stillFreeBotWords(tx: SqlTx, deckId: string, words: readonly string[]): Promise<Set<string>> {
  const normalised = [...new Set(words.map(normaliseWord))];
  const free = await tx.$queryRaw<{ wordNormalised: string }[]>`
    SELECT w."wordNormalised" FROM "deck_bot_words" w
    WHERE w."deckId" = ${deckId} AND w."wordNormalised" = ANY(${normalised}::text[])
      AND NOT EXISTS (SELECT 1 FROM "cards" c WHERE c."deckId" = ${deckId} AND c."wordNormalised" = w."wordNormalised")`;
  return new Set(free.map((w) => w.wordNormalised));
}

-- CreateEnum
CREATE TYPE "BotWordsFrom" AS ENUM ('PERSON', 'WORD_LIST', 'BOT');

-- AlterTable
ALTER TABLE "word_events" ADD COLUMN     "botName" TEXT,
ADD COLUMN     "botWordsFrom" "BotWordsFrom";

-- CreateTable
CREATE TABLE "deck_bot_words" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "word" TEXT NOT NULL,
    "wordNormalised" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_bot_words_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deck_bot_words_deckId_createdAt_idx" ON "deck_bot_words"("deckId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "deck_bot_words_deckId_wordNormalised_key" ON "deck_bot_words"("deckId", "wordNormalised");

-- AddForeignKey
ALTER TABLE "deck_bot_words" ADD CONSTRAINT "deck_bot_words_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Words bots wrote before they had a table rule were recorded with no player and the bot named in
-- the snap's reference ("snap 3, written by Robin Bot", or "…, written by a bot for Sam" when a bot
-- played Sam's seat online): they get their bot, and are told as the bot's own words. The history
-- is append-only, so its guard stands aside for this one backfill and is back before the
-- migration ends.
ALTER TABLE "word_events" DISABLE TRIGGER "word_events_no_update_or_delete";

UPDATE "word_events"
  SET "botName" = substring("snapRef" from '^snap [0-9]+, written by (.+)$'), "botWordsFrom" = 'BOT'
  WHERE "kind" = 'WON_SNAP' AND "playerId" IS NULL AND "snapRef" ~ '^snap [0-9]+, written by .+$';

ALTER TABLE "word_events" ENABLE TRIGGER "word_events_no_update_or_delete";

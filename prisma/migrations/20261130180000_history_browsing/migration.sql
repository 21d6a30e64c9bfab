-- AlterTable
ALTER TABLE "word_events" ADD COLUMN     "recordedByName" TEXT,
ADD COLUMN     "wordFolded" TEXT;

-- AlterTable
ALTER TABLE "deck_prints" ADD COLUMN     "printedByName" TEXT;

-- CreateIndex
CREATE INDEX "word_events_deckId_playerId_seq_idx" ON "word_events"("deckId", "playerId", "seq");

-- CreateIndex
CREATE INDEX "word_events_deckId_kind_seq_idx" ON "word_events"("deckId", "kind", "seq");

-- CreateIndex
CREATE INDEX "word_events_deckId_gameId_seq_idx" ON "word_events"("deckId", "gameId", "seq");

-- CreateIndex
CREATE INDEX "word_events_deckId_createdAt_idx" ON "word_events"("deckId", "createdAt");

-- CreateIndex
CREATE INDEX "word_events_deckId_wordFolded_idx" ON "word_events"("deckId", "wordFolded");


-- Events already written get their search form: the normalised word with its accents taken off,
-- as lib/cards/normalise.ts foldWord makes it (the same ranges of combining marks). The history is
-- append-only, so its guard stands aside for this one backfill and is back before the migration ends.
ALTER TABLE "word_events" DISABLE TRIGGER "word_events_no_update_or_delete";

DO $$
BEGIN
  IF current_setting('server_encoding') = 'UTF8' THEN
    UPDATE "word_events"
      SET "wordFolded" = normalize(regexp_replace(normalize(COALESCE("wordNormalised", lower("word")), NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'), NFC)
      WHERE "word" IS NOT NULL;
  ELSE
    UPDATE "word_events" SET "wordFolded" = COALESCE("wordNormalised", lower("word")) WHERE "word" IS NOT NULL;
  END IF;
END;
$$;

ALTER TABLE "word_events" ENABLE TRIGGER "word_events_no_update_or_delete";

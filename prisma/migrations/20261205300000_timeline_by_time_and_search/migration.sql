-- AlterEnum
ALTER TYPE "DesignEventKind" ADD VALUE 'CROP_MOVED';

-- DropIndex
DROP INDEX "word_events_deckId_createdAt_idx";

-- CreateIndex
CREATE INDEX "word_events_deckId_createdAt_seq_idx" ON "word_events"("deckId", "createdAt", "seq");

-- CreateIndex
CREATE INDEX "word_events_deckId_playerId_createdAt_seq_idx" ON "word_events"("deckId", "playerId", "createdAt", "seq");

-- CreateIndex
CREATE INDEX "word_events_deckId_kind_createdAt_seq_idx" ON "word_events"("deckId", "kind", "createdAt", "seq");

-- CreateIndex
CREATE INDEX "word_events_cardId_createdAt_seq_idx" ON "word_events"("cardId", "createdAt", "seq");

-- CreateIndex
-- The word search's trigram index needs the pg_trgm extension, which both the embedded and an
-- ordinary PostgreSQL ship. Where it can't be created (a server without it, or an account without
-- the right), the migration goes on without the index: searches then read the deck's events one
-- by one, as before, and the app says so once in its log (lib/history/word-search.ts).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "word_events_wordFolded_trgm_idx" ON "word_events" USING GIN ("wordFolded" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'The word search''s trigram index was not made (%): searches will read every event of a deck.', SQLERRM;
END;
$$;

-- CreateIndex
CREATE INDEX "deck_design_events_deckId_createdAt_seq_idx" ON "deck_design_events"("deckId", "createdAt", "seq");


-- A change of the deck's look is one event with no card. A change kept as one row per card (as an
-- earlier version could) is folded into one row, so the timeline tells it once and each card's
-- story in one line. The design story is append-only: its guard stands aside for this one fold and
-- is back before the migration ends.
ALTER TABLE "deck_design_events" DISABLE TRIGGER "deck_design_events_no_update_or_delete";

DELETE FROM "deck_design_events" e
 USING (SELECT "deckId", "seq", min("id") AS "kept"
          FROM "deck_design_events"
         WHERE "kind" = 'LOOK_CHANGED'
         GROUP BY "deckId", "seq"
        HAVING count(*) > 1) f
 WHERE e."deckId" = f."deckId" AND e."seq" = f."seq" AND e."kind" = 'LOOK_CHANGED' AND e."id" <> f."kept";

UPDATE "deck_design_events" SET "cardId" = NULL WHERE "kind" = 'LOOK_CHANGED' AND "cardId" IS NOT NULL;

ALTER TABLE "deck_design_events" ENABLE TRIGGER "deck_design_events_no_update_or_delete";

-- CreateTable
CREATE TABLE "deck_word_counts" (
    "deckId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "wordNormalised" TEXT NOT NULL,
    "word" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "deck_word_counts_pkey" PRIMARY KEY ("deckId","playerId","wordNormalised")
);

-- CreateTable
CREATE TABLE "deck_day_changes" (
    "deckId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "words" INTEGER NOT NULL,
    "blank" INTEGER NOT NULL,

    CONSTRAINT "deck_day_changes_pkey" PRIMARY KEY ("deckId","day")
);

-- CreateIndex
CREATE INDEX "deck_word_counts_deckId_playerId_count_idx" ON "deck_word_counts"("deckId", "playerId", "count");

-- CreateIndex
CREATE INDEX "word_events_cardId_kind_seq_idx" ON "word_events"("cardId", "kind", "seq");

-- AddForeignKey
ALTER TABLE "deck_word_counts" ADD CONSTRAINT "deck_word_counts_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_day_changes" ADD CONSTRAINT "deck_day_changes_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The tallies follow the history as it is appended: each new event adds to its player's count of
-- its word, and to its day's changes in cards with a word and blank cards in the deck. Every event
-- carries its card's word after it (lost, found and replaced cards keep theirs), so the card before
-- an event is its previous event's word; whether it was in the deck is its last lost, found or
-- replaced event before (a card missing when its deck was made has a lost event of its own). Three
-- index probes on (cardId, kind, seq) and one on (cardId, seq) per event, whatever the history's size.
CREATE FUNCTION "word_events_tally"() RETURNS trigger AS $$
DECLARE
  had_word boolean;
  has_word boolean := NEW."word" IS NOT NULL;
  lost_at integer;
  back_at integer;
  was_in boolean;
  is_in boolean;
  words_change integer;
  blank_change integer;
BEGIN
  IF has_word AND NEW."playerId" IS NOT NULL AND NEW."kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION') THEN
    INSERT INTO "deck_word_counts" ("deckId", "playerId", "wordNormalised", "word", "count")
    VALUES (NEW."deckId", NEW."playerId", COALESCE(NEW."wordNormalised", lower(NEW."word")), NEW."word", 1)
    ON CONFLICT ("deckId", "playerId", "wordNormalised") DO UPDATE SET "count" = "deck_word_counts"."count" + 1;
  END IF;

  SELECT e."word" IS NOT NULL INTO had_word FROM "word_events" e
    WHERE e."cardId" = NEW."cardId" AND e."seq" < NEW."seq" ORDER BY e."seq" DESC LIMIT 1;
  had_word := COALESCE(had_word, false);
  SELECT max(e."seq") INTO lost_at FROM "word_events" e
    WHERE e."cardId" = NEW."cardId" AND e."kind" = 'CARD_LOST' AND e."seq" < NEW."seq";
  SELECT GREATEST(
      (SELECT max(e."seq") FROM "word_events" e WHERE e."cardId" = NEW."cardId" AND e."kind" = 'CARD_FOUND' AND e."seq" < NEW."seq"),
      (SELECT max(e."seq") FROM "word_events" e WHERE e."cardId" = NEW."cardId" AND e."kind" = 'CARD_REPLACED' AND e."seq" < NEW."seq"))
    INTO back_at;
  was_in := lost_at IS NULL OR (back_at IS NOT NULL AND back_at > lost_at);
  is_in := CASE NEW."kind" WHEN 'CARD_LOST' THEN false WHEN 'CARD_FOUND' THEN true WHEN 'CARD_REPLACED' THEN true ELSE was_in END;

  words_change := has_word::integer - had_word::integer;
  blank_change := (is_in AND NOT has_word)::integer - (was_in AND NOT had_word)::integer;
  -- Every day with events has its row, changes or not (the charts mark each day the deck was touched).
  INSERT INTO "deck_day_changes" ("deckId", "day", "words", "blank")
  VALUES (NEW."deckId", NEW."createdAt"::date, words_change, blank_change)
  ON CONFLICT ("deckId", "day") DO UPDATE
    SET "words" = "deck_day_changes"."words" + EXCLUDED."words", "blank" = "deck_day_changes"."blank" + EXCLUDED."blank";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "word_events_tally_after_insert"
  AFTER INSERT ON "word_events"
  FOR EACH ROW EXECUTE FUNCTION "word_events_tally"();

-- The history already written, tallied the same way at once.
INSERT INTO "deck_word_counts" ("deckId", "playerId", "wordNormalised", "word", "count")
SELECT "deckId", "playerId", COALESCE("wordNormalised", lower("word")), (array_agg("word" ORDER BY "seq"))[1], count(*)
FROM "word_events"
WHERE "word" IS NOT NULL AND "playerId" IS NOT NULL AND "kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION')
GROUP BY 1, 2, 3;

INSERT INTO "deck_day_changes" ("deckId", "day", "words", "blank")
SELECT "deckId", "day", sum(has_word::integer - had_word::integer), sum((is_in AND NOT has_word)::integer - (was_in AND NOT had_word)::integer)
FROM (
  SELECT "deckId", "createdAt"::date AS "day", has_word, had_word, is_in, COALESCE(lag(is_in) OVER card, true) AS was_in
  FROM (
    SELECT *, CASE status_kind WHEN 'CARD_LOST' THEN false ELSE true END AS is_in
    FROM (
      SELECT *, first_value("kind") OVER (PARTITION BY "cardId", moves ORDER BY "seq") AS status_kind
      FROM (
        SELECT "deckId", "cardId", "seq", "kind", "createdAt", "word" IS NOT NULL AS has_word,
          COALESCE(lag("word" IS NOT NULL) OVER card, false) AS had_word,
          count(*) FILTER (WHERE "kind" IN ('CARD_LOST', 'CARD_FOUND', 'CARD_REPLACED')) OVER (card ROWS UNBOUNDED PRECEDING) AS moves
        FROM "word_events"
        WINDOW card AS (PARTITION BY "cardId" ORDER BY "seq")
      ) events
    ) with_status
  ) with_in
  WINDOW card AS (PARTITION BY "cardId" ORDER BY "seq")
) changes
GROUP BY "deckId", "day";

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

-- CreateTable
CREATE TABLE "deck_game_tallies" (
    "deckId" TEXT NOT NULL,
    "what" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "deck_game_tallies_pkey" PRIMARY KEY ("deckId","what","kind","key")
);

-- AddForeignKey
ALTER TABLE "deck_game_tallies" ADD CONSTRAINT "deck_game_tallies_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- What a screen or online game's result adds to its deck's tallies: snaps won per seat, and (Snap
-- Legacy's) right shouts per word.
CREATE FUNCTION "game_result_figures"(setup jsonb, result jsonb) RETURNS TABLE ("what" text, "kind" text, "key" text, "n" integer) AS $$
  SELECT 'snap', COALESCE(setup->>'game', 'legacy'), w.key, w.value::integer
  FROM jsonb_each_text(CASE WHEN jsonb_typeof(result->'snapsWon') = 'object' THEN result->'snapsWon' END) w
  UNION ALL
  SELECT 'shout', 'legacy', w.key, w.value::integer
  FROM jsonb_each_text(CASE WHEN COALESCE(setup->>'game', 'legacy') = 'legacy' AND jsonb_typeof(result->'rightShouts') = 'object' THEN result->'rightShouts' END) w
$$ LANGUAGE sql IMMUTABLE;

-- A game's result, as it is written (or written again): the old result's figures taken off, the new one's added.
CREATE FUNCTION "games_tally"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."mode" IN ('SCREEN', 'ONLINE') AND OLD."result" IS NOT NULL THEN
    INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
    SELECT OLD."deckId", f."what", f."kind", f."key", -f."n" FROM "game_result_figures"(OLD."setup", OLD."result") f
    ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  END IF;
  IF NEW."mode" IN ('SCREEN', 'ONLINE') AND NEW."result" IS NOT NULL THEN
    INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
    SELECT NEW."deckId", f."what", f."kind", f."key", f."n" FROM "game_result_figures"(NEW."setup", NEW."result") f
    ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "games_tally_after_insert"
  AFTER INSERT ON "games"
  FOR EACH ROW WHEN (NEW."result" IS NOT NULL) EXECUTE FUNCTION "games_tally"();

CREATE TRIGGER "games_tally_after_update"
  AFTER UPDATE ON "games"
  FOR EACH ROW WHEN (OLD."result" IS DISTINCT FROM NEW."result") EXECUTE FUNCTION "games_tally"();

-- A table session's snap as it is recorded (its winner, and the word called), or taken off again by an undo.
CREATE FUNCTION "game_actions_tally"() RETURNS trigger AS $$
DECLARE
  game record;
  snap jsonb;
  change integer := 1;
BEGIN
  SELECT g."deckId", g."mode" INTO game FROM "games" g WHERE g."id" = NEW."gameId";
  IF game."mode" IS DISTINCT FROM 'TABLE' THEN
    RETURN NULL;
  END IF;
  IF NEW."action"->>'type' = 'tableSnap' THEN
    snap := NEW."action";
  ELSIF NEW."action"->>'type' = 'undo' THEN
    SELECT a."action" INTO snap FROM "game_actions" a WHERE a."gameId" = NEW."gameId" AND a."index" = (NEW."action"->>'of')::integer;
    change := -1;
  END IF;
  IF snap IS NULL OR snap->>'type' IS DISTINCT FROM 'tableSnap' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
  SELECT game."deckId", x."what", 'companion', x."key", change
  FROM (VALUES ('snap', snap->>'winnerPlayerId'), ('shout', CASE WHEN snap->'call'->>'kind' = 'word' THEN snap->'call'->>'word' END)) x ("what", "key")
  WHERE x."key" IS NOT NULL
  ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "game_actions_tally_after_insert"
  AFTER INSERT ON "game_actions"
  FOR EACH ROW EXECUTE FUNCTION "game_actions_tally"();

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

-- The games played so far, tallied the same way at once.
INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
SELECT g."deckId", f."what", f."kind", f."key", sum(f."n")
FROM "games" g CROSS JOIN LATERAL "game_result_figures"(g."setup", g."result") f
WHERE g."mode" IN ('SCREEN', 'ONLINE') AND g."result" IS NOT NULL
GROUP BY 1, 2, 3, 4;

INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
SELECT g."deckId", x."what", 'companion', x."key", count(*)
FROM "games" g
JOIN "game_actions" a ON a."gameId" = g."id" AND a."action"->>'type' = 'tableSnap'
CROSS JOIN LATERAL (VALUES ('snap', a."action"->>'winnerPlayerId'), ('shout', CASE WHEN a."action"->'call'->>'kind' = 'word' THEN a."action"->'call'->>'word' END)) x ("what", "key")
WHERE g."mode" = 'TABLE' AND x."key" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "game_actions" u WHERE u."gameId" = a."gameId" AND u."action"->>'type' = 'undo' AND (u."action"->>'of')::integer = a."index")
GROUP BY 1, 2, 3, 4;

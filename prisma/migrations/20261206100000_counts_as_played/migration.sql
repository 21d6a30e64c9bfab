-- Counts as the games are played, and the deck's own days (lib/history/counts.ts is the definition
-- these tallies follow; tests/integration/history-counts.test.ts checks them against it).
--
-- 1. A screen or online game's snaps and right shouts count when they happen: its tallies follow
--    its result so far (its result once it has one, else its checkpoint's, which every batch of
--    moves rewrites in the statement that appends them), not only a result written at its end. A
--    game nobody finished counts what it had.
-- 2. The history's changes are kept by quarter of an hour (UTC) instead of by UTC day: every real
--    zone's offset is a whole number of quarters, so the charts group the quarters into the deck's
--    own days as they read them. Each quarter also keeps the words written by bots and by nobody
--    named, so the words chart can count every word written.

-- DropForeignKey
ALTER TABLE "deck_day_changes" DROP CONSTRAINT "deck_day_changes_deckId_fkey";

-- DropTable
DROP TABLE "deck_day_changes";

-- CreateTable
CREATE TABLE "deck_change_bins" (
    "deckId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "words" INTEGER NOT NULL,
    "blank" INTEGER NOT NULL,
    "botWords" INTEGER NOT NULL,
    "unnamedWords" INTEGER NOT NULL,

    CONSTRAINT "deck_change_bins_pkey" PRIMARY KEY ("deckId","startsAt")
);

-- AddForeignKey
ALTER TABLE "deck_change_bins" ADD CONSTRAINT "deck_change_bins_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The quarter of an hour (UTC) an instant stored in UTC falls in.
CREATE FUNCTION "quarter_of"(at timestamp) RETURNS timestamp AS $$
  SELECT date_bin('15 minutes', at, TIMESTAMP '2000-01-01')
$$ LANGUAGE sql IMMUTABLE;

-- Each event adds to its writer's count of words (a player's count of its word; bots' and nobody's
-- words by quarter), and to its quarter's changes in cards with a word and blank cards in the deck.
-- A word written is an event of a word-giving kind carrying a word (wordWrittenBy). Every event
-- carries its card's word after it (lost, found and replaced cards keep theirs), so the card
-- before an event is its previous event's word; whether it was in the deck is its last lost, found
-- or replaced event before. Within the statement an event's previous one is found by seq among the
-- statement's events of its card; the first of each card looks in the table, with index probes on
-- (cardId, kind, seq) and (cardId, seq) once per card of the statement, whatever the history's size.
CREATE OR REPLACE FUNCTION "word_events_tally"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "deck_word_counts" ("deckId", "playerId", "wordNormalised", "word", "count")
  SELECT a."deckId", a."playerId", COALESCE(a."wordNormalised", lower(a."word")), (array_agg(a."word" ORDER BY a."seq"))[1], count(*)
  FROM "added" a
  WHERE a."word" IS NOT NULL AND a."playerId" IS NOT NULL AND a."kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION')
  GROUP BY 1, 2, 3
  ON CONFLICT ("deckId", "playerId", "wordNormalised") DO UPDATE SET "count" = "deck_word_counts"."count" + EXCLUDED."count";

  WITH "before" AS MATERIALIZED (
    -- Once per card of the statement: whether it had a word, and was in the deck, before its first event here.
    SELECT f."cardId", COALESCE(w."had_word", false) AS "had_word", s."lost_at" IS NULL OR COALESCE(s."back_at" > s."lost_at", false) AS "was_in"
    FROM (SELECT a."cardId", min(a."seq") AS "seq" FROM "added" a GROUP BY a."cardId") f
    LEFT JOIN LATERAL (
      SELECT e."word" IS NOT NULL AS "had_word" FROM "word_events" e WHERE e."cardId" = f."cardId" AND e."seq" < f."seq" ORDER BY e."seq" DESC LIMIT 1
    ) w ON true
    CROSS JOIN LATERAL (
      SELECT (SELECT max(e."seq") FROM "word_events" e WHERE e."cardId" = f."cardId" AND e."kind" = 'CARD_LOST' AND e."seq" < f."seq") AS "lost_at",
        GREATEST(
          (SELECT max(e."seq") FROM "word_events" e WHERE e."cardId" = f."cardId" AND e."kind" = 'CARD_FOUND' AND e."seq" < f."seq"),
          (SELECT max(e."seq") FROM "word_events" e WHERE e."cardId" = f."cardId" AND e."kind" = 'CARD_REPLACED' AND e."seq" < f."seq")) AS "back_at"
    ) s
  ),
  "moves" AS (
    -- Each event with how many lost, found or replaced events of its card the statement has up to it.
    SELECT a."deckId", a."cardId", a."seq", a."kind", a."createdAt", a."word" IS NOT NULL AS "has_word",
      lag(a."word" IS NOT NULL) OVER "card" AS "had_word",
      count(*) FILTER (WHERE a."kind" IN ('CARD_LOST', 'CARD_FOUND', 'CARD_REPLACED')) OVER ("card" ROWS UNBOUNDED PRECEDING) AS "moved",
      (a."word" IS NOT NULL AND a."playerId" IS NULL AND a."kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION') AND a."botName" IS NOT NULL) AS "bot_word",
      (a."word" IS NOT NULL AND a."playerId" IS NULL AND a."kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION') AND a."botName" IS NULL) AS "unnamed_word"
    FROM "added" a
    WINDOW "card" AS (PARTITION BY a."cardId" ORDER BY a."seq")
  ),
  "placed" AS (
    -- In the deck after the event: as its card's last move up to it says, or as it was before the statement.
    SELECT m.*, COALESCE(m."had_word", b."had_word") AS "had", b."was_in" AS "was_in_before",
      CASE WHEN m."moved" = 0 THEN b."was_in" ELSE first_value(m."kind") OVER ("move" ORDER BY m."seq") <> 'CARD_LOST' END AS "is_in"
    FROM "moves" m JOIN "before" b ON b."cardId" = m."cardId"
    WINDOW "move" AS (PARTITION BY m."cardId", m."moved")
  ),
  "changes" AS (
    SELECT p."deckId", "quarter_of"(p."createdAt") AS "startsAt", p."has_word", p."had", p."is_in", p."bot_word", p."unnamed_word",
      COALESCE(lag(p."is_in") OVER (PARTITION BY p."cardId" ORDER BY p."seq"), p."was_in_before") AS "was_in"
    FROM "placed" p
  )
  -- Every quarter with events has its row, changes or not (the charts mark each day the deck was touched).
  INSERT INTO "deck_change_bins" ("deckId", "startsAt", "words", "blank", "botWords", "unnamedWords")
  SELECT c."deckId", c."startsAt", sum(c."has_word"::integer - c."had"::integer), sum((c."is_in" AND NOT c."has_word")::integer - (c."was_in" AND NOT c."had")::integer),
    sum(c."bot_word"::integer), sum(c."unnamed_word"::integer)
  FROM "changes" c
  GROUP BY c."deckId", c."startsAt"
  ORDER BY c."deckId", c."startsAt"
  ON CONFLICT ("deckId", "startsAt") DO UPDATE
    SET "words" = "deck_change_bins"."words" + EXCLUDED."words", "blank" = "deck_change_bins"."blank" + EXCLUDED."blank",
      "botWords" = "deck_change_bins"."botWords" + EXCLUDED."botWords", "unnamedWords" = "deck_change_bins"."unnamedWords" + EXCLUDED."unnamedWords";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET jit = off;

-- What a screen or online game's result so far adds to its deck's tallies (screenGameFigures): snaps
-- won per seat, and (Snap Legacy's) right shouts per call; a value that is not a whole number from
-- 0 (a damaged record) counts nothing.
CREATE OR REPLACE FUNCTION "game_result_figures"(setup jsonb, result jsonb) RETURNS TABLE ("what" text, "kind" text, "key" text, "n" integer) AS $$
  SELECT 'snap', COALESCE(setup->>'game', 'legacy'), w.key, w.value::integer
  FROM jsonb_each_text(CASE WHEN jsonb_typeof(result->'snapsWon') = 'object' THEN result->'snapsWon' END) w
  WHERE w.value ~ '^[0-9]{1,9}$' AND w.value::integer > 0
  UNION ALL
  SELECT 'shout', 'legacy', w.key, w.value::integer
  FROM jsonb_each_text(CASE WHEN COALESCE(setup->>'game', 'legacy') = 'legacy' AND jsonb_typeof(result->'rightShouts') = 'object' THEN result->'rightShouts' END) w
  WHERE w.value ~ '^[0-9]{1,9}$' AND w.value::integer > 0
$$ LANGUAGE sql IMMUTABLE;

-- A game's result so far (resultSoFar): its result once it has one, else its checkpoint's.
CREATE FUNCTION "game_so_far"(result jsonb, checkpoint jsonb) RETURNS jsonb AS $$
  SELECT COALESCE(result, checkpoint->'result')
$$ LANGUAGE sql IMMUTABLE;

DROP TRIGGER "games_tally_after_insert" ON "games";
DROP TRIGGER "games_tally_after_update" ON "games";
DROP FUNCTION "games_tally_added"();
DROP FUNCTION "games_tally"();

-- The games a statement starts or changes (a batch of moves rewriting their checkpoints, a result
-- written): what their results so far were taken off, what they are now added, in one upsert per
-- tally row whose count changes (most batches change none: no row is written then), in the rows'
-- order so that two statements never wait for each other in a circle.
CREATE FUNCTION "games_tally"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
    SELECT g."deckId", f."what", f."kind", f."key", sum(f."n")
    FROM "added" g CROSS JOIN LATERAL "game_result_figures"(g."setup", "game_so_far"(g."result", g."checkpoint")) f
    WHERE g."mode" IN ('SCREEN', 'ONLINE')
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  ELSE
    INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
    SELECT c."deckId", c."what", c."kind", c."key", sum(c."n")
    FROM (
      SELECT g."deckId", f."what", f."kind", f."key", -f."n" AS "n"
      FROM "gone" g CROSS JOIN LATERAL "game_result_figures"(g."setup", "game_so_far"(g."result", g."checkpoint")) f
      WHERE g."mode" IN ('SCREEN', 'ONLINE')
      UNION ALL
      SELECT g."deckId", f."what", f."kind", f."key", f."n"
      FROM "added" g CROSS JOIN LATERAL "game_result_figures"(g."setup", "game_so_far"(g."result", g."checkpoint")) f
      WHERE g."mode" IN ('SCREEN', 'ONLINE')
    ) c
    GROUP BY 1, 2, 3, 4
    HAVING sum(c."n") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET jit = off;

CREATE TRIGGER "games_tally_after_insert"
  AFTER INSERT ON "games"
  REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "games_tally"();

CREATE TRIGGER "games_tally_after_update"
  AFTER UPDATE ON "games"
  REFERENCING OLD TABLE AS "gone" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "games_tally"();

-- The history already written, by quarter, as the trigger counts it: each event's change from its
-- card's previous event (seq order), whether it was in the deck from its card's last move before.
INSERT INTO "deck_change_bins" ("deckId", "startsAt", "words", "blank", "botWords", "unnamedWords")
SELECT "deckId", "startsAt", sum(has_word::integer - had_word::integer), sum((is_in AND NOT has_word)::integer - (was_in AND NOT had_word)::integer),
  sum(bot_word::integer), sum(unnamed_word::integer)
FROM (
  SELECT "deckId", "startsAt", has_word, had_word, is_in, bot_word, unnamed_word, COALESCE(lag(is_in) OVER card, true) AS was_in
  FROM (
    SELECT *, CASE status_kind WHEN 'CARD_LOST' THEN false ELSE true END AS is_in
    FROM (
      SELECT *, first_value("kind") OVER (PARTITION BY "cardId", moves ORDER BY "seq") AS status_kind
      FROM (
        SELECT "deckId", "cardId", "seq", "kind", "quarter_of"("createdAt") AS "startsAt", "word" IS NOT NULL AS has_word,
          COALESCE(lag("word" IS NOT NULL) OVER card, false) AS had_word,
          ("word" IS NOT NULL AND "playerId" IS NULL AND "kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION') AND "botName" IS NOT NULL) AS bot_word,
          ("word" IS NOT NULL AND "playerId" IS NULL AND "kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION') AND "botName" IS NULL) AS unnamed_word,
          count(*) FILTER (WHERE "kind" IN ('CARD_LOST', 'CARD_FOUND', 'CARD_REPLACED')) OVER (card ROWS UNBOUNDED PRECEDING) AS moves
        FROM "word_events"
        WINDOW card AS (PARTITION BY "cardId" ORDER BY "seq")
      ) events
    ) with_status
  ) with_in
  WINDOW card AS (PARTITION BY "cardId" ORDER BY "seq")
) changes
GROUP BY "deckId", "startsAt";

-- The screen and online games played so far, counted again by their results so far (the table
-- companion's tallies already follow its snaps and undos as they are recorded, and stay).
DELETE FROM "deck_game_tallies" WHERE "kind" <> 'companion';

INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
SELECT g."deckId", f."what", f."kind", f."key", sum(f."n")
FROM "games" g CROSS JOIN LATERAL "game_result_figures"(g."setup", "game_so_far"(g."result", g."checkpoint")) f
WHERE g."mode" IN ('SCREEN', 'ONLINE')
GROUP BY 1, 2, 3, 4;

-- The history's tallies are kept once per statement instead of once per row: a statement that
-- appends many events (an import writes 5,000 at a time) updates each of its days' and words'
-- tally rows once, where the per-row triggers updated the same row once per event, each update
-- leaving a row version the next one had to step over inside the transaction (20,000 events on one
-- day took 14 to 34 s, 200,000 more than ten minutes). What the tallies mean is unchanged and still
-- defined here only: what one event appended at a time adds is what the same event adds in a batch.
-- The functions run without JIT compilation: their queries are short, and compiling one took
-- longer than running it.

DROP TRIGGER "word_events_tally_after_insert" ON "word_events";
DROP TRIGGER "games_tally_after_insert" ON "games";
DROP TRIGGER "game_actions_tally_after_insert" ON "game_actions";
DROP FUNCTION "word_events_tally"();
DROP FUNCTION "game_actions_tally"();

-- Each event adds to its player's count of its word, and to its day's changes in cards with a word
-- and blank cards in the deck. Every event carries its card's word after it (lost, found and
-- replaced cards keep theirs), so the card before an event is its previous event's word; whether it
-- was in the deck is its last lost, found or replaced event before (a card missing when its deck was
-- made has a lost event of its own). Within the statement an event's previous one is found by seq
-- among the statement's events of its card; the first of each card looks in the table, with three
-- index probes on (cardId, kind, seq) and one on (cardId, seq) per card of the statement (once, the
-- CTE materialized), whatever the history's size.
CREATE FUNCTION "word_events_tally"() RETURNS trigger AS $$
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
      count(*) FILTER (WHERE a."kind" IN ('CARD_LOST', 'CARD_FOUND', 'CARD_REPLACED')) OVER ("card" ROWS UNBOUNDED PRECEDING) AS "moved"
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
    SELECT p."deckId", p."createdAt"::date AS "day", p."has_word", p."had", p."is_in",
      COALESCE(lag(p."is_in") OVER (PARTITION BY p."cardId" ORDER BY p."seq"), p."was_in_before") AS "was_in"
    FROM "placed" p
  )
  -- Every day with events has its row, changes or not (the charts mark each day the deck was touched).
  INSERT INTO "deck_day_changes" ("deckId", "day", "words", "blank")
  SELECT c."deckId", c."day", sum(c."has_word"::integer - c."had"::integer), sum((c."is_in" AND NOT c."has_word")::integer - (c."was_in" AND NOT c."had")::integer)
  FROM "changes" c
  GROUP BY c."deckId", c."day"
  ON CONFLICT ("deckId", "day") DO UPDATE
    SET "words" = "deck_day_changes"."words" + EXCLUDED."words", "blank" = "deck_day_changes"."blank" + EXCLUDED."blank";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET jit = off;

CREATE TRIGGER "word_events_tally_after_insert"
  AFTER INSERT ON "word_events"
  REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "word_events_tally"();

-- The games a statement starts with a result (an import's): their figures added at once, with the
-- same "game_result_figures" as a result written later (games_tally, still per row on update).
CREATE FUNCTION "games_tally_added"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
  SELECT g."deckId", f."what", f."kind", f."key", sum(f."n")
  FROM "added" g CROSS JOIN LATERAL "game_result_figures"(g."setup", g."result") f
  WHERE g."mode" IN ('SCREEN', 'ONLINE') AND g."result" IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET jit = off;

CREATE TRIGGER "games_tally_after_insert"
  AFTER INSERT ON "games"
  REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "games_tally_added"();

-- A table session's snaps as they are recorded (its winner, and the word called), and undos taking
-- them off again; an undo finds its snap by index (the game_actions key), in the table or in the
-- same statement. Only the statement's own games are read, by their key.
CREATE FUNCTION "game_actions_tally"() RETURNS trigger AS $$
BEGIN
  WITH "sessions" AS MATERIALIZED (
    SELECT g."id", g."deckId" FROM "games" g WHERE g."id" IN (SELECT DISTINCT a."gameId" FROM "added" a) AND g."mode" = 'TABLE'
  )
  INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
  SELECT t."deckId", x."what", 'companion', x."key", sum(s."change")
  FROM "added" a
  JOIN "sessions" t ON t."id" = a."gameId"
  CROSS JOIN LATERAL (
    SELECT CASE a."action"->>'type'
             WHEN 'tableSnap' THEN a."action"
             WHEN 'undo' THEN (SELECT u."action" FROM "game_actions" u WHERE u."gameId" = a."gameId" AND u."index" = (a."action"->>'of')::integer)
           END AS "snap",
           CASE WHEN a."action"->>'type' = 'undo' THEN -1 ELSE 1 END AS "change"
  ) s
  CROSS JOIN LATERAL (VALUES ('snap', s."snap"->>'winnerPlayerId'), ('shout', CASE WHEN s."snap"->'call'->>'kind' = 'word' THEN s."snap"->'call'->>'word' END)) x ("what", "key")
  WHERE s."snap"->>'type' = 'tableSnap' AND x."key" IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET jit = off;

CREATE TRIGGER "game_actions_tally_after_insert"
  AFTER INSERT ON "game_actions"
  REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "game_actions_tally"();

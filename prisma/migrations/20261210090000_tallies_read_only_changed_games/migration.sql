-- The games' tallies read only the games and moves that can change them. Every batch of moves
-- updates its games' rows and appends to game_actions (a room's plain moves, a screen's batch), and
-- the tally triggers ran their whole statements each time: every updated game's figures computed
-- twice (before and after), every appended move's game looked up, though only a changed result so far
-- (or deck, mode or kind of game) changes a game's tallies, and only a table session's snaps and
-- undos change the companion's. In the 400-room benchmark the two triggers were two fifths of the
-- time PostgreSQL spent on the rooms' plain moves (auto_explain, its triggers timed). The plain
-- moves' statement in PostgreSQL (scripts/bench/plain-moves.ts, EXPLAIN ANALYZE, median of 300),
-- before → after: 15 games' moves 1.7–2.3 → 1.1–1.2 ms, 50 games' 6.0–9.0 → 4.3–5.0 ms (games_tally
-- 3.1–3.3 → 1.3–1.5 ms of it: what is left is reading each game's result so far to compare it).

-- A table session's snaps as they are recorded (its winner, and the word called), and undos taking
-- them off again; an undo finds its snap by index (the game_actions key), in the table or in the
-- same statement. Only the statement's own games are read, by their key, and only when the
-- statement has a snap or an undo.
CREATE OR REPLACE FUNCTION "game_actions_tally"() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "added" a WHERE a."action"->>'type' IN ('tableSnap', 'undo')) THEN
    RETURN NULL;
  END IF;
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

-- A screen or online game's tallies follow its result so far (game_result_figures). An update takes
-- the figures of the games it changed off and puts their new ones on; a game whose deck, mode, kind
-- of game, snaps won and right shouts so far are all as they were (most moves: a turn, a shout, a
-- checkpoint written again) is not read at all.
CREATE OR REPLACE FUNCTION "games_tally"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
    SELECT g."deckId", f."what", f."kind", f."key", sum(f."n")
    FROM "added" g CROSS JOIN LATERAL "game_result_figures"(g."setup", "game_so_far"(g."result", g."checkpoint")) f
    WHERE g."mode" IN ('SCREEN', 'ONLINE')
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
    RETURN NULL;
  END IF;
  -- Each game as the figures read it, before and after: its result so far taken out of its
  -- checkpoint once (a checkpoint is kilobytes; its result, a few dozen bytes).
  WITH "before" AS MATERIALIZED (
    SELECT g."id", g."deckId", g."mode", g."setup"->>'game' AS "game", "game_so_far"(g."result", g."checkpoint") AS "so_far" FROM "gone" g
  ), "after" AS MATERIALIZED (
    SELECT a."id", a."deckId", a."mode", a."setup"->>'game' AS "game", "game_so_far"(a."result", a."checkpoint") AS "so_far" FROM "added" a
  ), "changed" AS MATERIALIZED (
    SELECT a."id" FROM "after" a LEFT JOIN "before" b ON b."id" = a."id"
    WHERE b."id" IS NULL
      OR (b."deckId", b."mode", b."game") IS DISTINCT FROM (a."deckId", a."mode", a."game")
      OR b."so_far"->'snapsWon' IS DISTINCT FROM a."so_far"->'snapsWon'
      OR b."so_far"->'rightShouts' IS DISTINCT FROM a."so_far"->'rightShouts'
    UNION
    SELECT b."id" FROM "before" b WHERE NOT EXISTS (SELECT 1 FROM "after" a WHERE a."id" = b."id")
  )
  INSERT INTO "deck_game_tallies" ("deckId", "what", "kind", "key", "n")
  SELECT c."deckId", c."what", c."kind", c."key", sum(c."n")
  FROM (
    SELECT g."deckId", f."what", f."kind", f."key", -f."n" AS "n"
    FROM "gone" g CROSS JOIN LATERAL "game_result_figures"(g."setup", "game_so_far"(g."result", g."checkpoint")) f
    WHERE g."mode" IN ('SCREEN', 'ONLINE') AND g."id" IN (SELECT c."id" FROM "changed" c)
    UNION ALL
    SELECT g."deckId", f."what", f."kind", f."key", f."n"
    FROM "added" g CROSS JOIN LATERAL "game_result_figures"(g."setup", "game_so_far"(g."result", g."checkpoint")) f
    WHERE g."mode" IN ('SCREEN', 'ONLINE') AND g."id" IN (SELECT c."id" FROM "changed" c)
  ) c
  GROUP BY 1, 2, 3, 4
  HAVING sum(c."n") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("deckId", "what", "kind", "key") DO UPDATE SET "n" = "deck_game_tallies"."n" + EXCLUDED."n";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET jit = off;

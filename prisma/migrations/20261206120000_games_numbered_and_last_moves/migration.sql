-- AlterTable
ALTER TABLE "games" ADD COLUMN     "lastMoveAt" TIMESTAMP(3),
ADD COLUMN     "number" INTEGER NOT NULL DEFAULT 0;

-- The games already played are numbered in the order they were created, and their latest move is
-- the latest recorded one (read on game_actions' (gameId, index) key).
UPDATE "games" g SET "number" = n."number"
FROM (SELECT "id", row_number() OVER (PARTITION BY "deckId" ORDER BY "createdAt", "id") AS "number" FROM "games") n
WHERE n."id" = g."id";

UPDATE "games" g SET "lastMoveAt" = (SELECT a."createdAt" FROM "game_actions" a WHERE a."gameId" = g."id" ORDER BY a."index" DESC LIMIT 1)
WHERE g."actionCount" > 0;

-- CreateIndex
CREATE UNIQUE INDEX "games_deckId_number_key" ON "games"("deckId", "number");

-- Each new game takes the next number of its deck, whoever creates it (a screen, a room, the table
-- companion, an import: each row of a statement in its order). Games of one deck created at once
-- wait for each other on the deck's own lock, held until their transaction ends, so no two share a number.
CREATE FUNCTION "games_number"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('games.number:' || NEW."deckId", 0));
  NEW."number" := COALESCE((SELECT max(g."number") FROM "games" g WHERE g."deckId" = NEW."deckId"), 0) + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "games_number_before_insert"
  BEFORE INSERT ON "games"
  FOR EACH ROW EXECUTE FUNCTION "games_number"();

-- Every writer of moves moves the game's count on (one screen's batch, the rooms' plain moves
-- together, a table snap or its undo), in the same row update: its time is the game's latest move,
-- set in that update (no second write). Stored in UTC, as Prisma writes timestamps.
CREATE FUNCTION "games_last_move"() RETURNS trigger AS $$
BEGIN
  NEW."lastMoveAt" := now() AT TIME ZONE 'UTC';
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "games_last_move_before_update"
  BEFORE UPDATE OF "actionCount" ON "games"
  FOR EACH ROW WHEN (NEW."actionCount" IS DISTINCT FROM OLD."actionCount") EXECUTE FUNCTION "games_last_move"();

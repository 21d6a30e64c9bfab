-- CreateEnum
CREATE TYPE "DeckRole" AS ENUM ('OWNER', 'EDITOR', 'VIEWER');

-- CreateEnum
CREATE TYPE "DeckKind" AS ENUM ('STANDARD', 'CUSTOM');

-- CreateEnum
CREATE TYPE "DeckStage" AS ENUM ('SETUP', 'READY');

-- CreateEnum
CREATE TYPE "CardStatus" AS ENUM ('IN_DECK', 'MISSING', 'RETIRED');

-- CreateEnum
CREATE TYPE "WordEventKind" AS ENUM ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION', 'CARD_LOST', 'CARD_FOUND', 'CARD_REPLACED');

-- CreateTable
CREATE TABLE "decks" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "DeckKind" NOT NULL,
    "stage" "DeckStage" NOT NULL DEFAULT 'READY',
    "setupDeal" JSONB,
    "design" JSONB,
    "historySeq" INTEGER NOT NULL DEFAULT 0,
    "creationKey" TEXT,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "decks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deck_members" (
    "deckId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "DeckRole" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_members_pkey" PRIMARY KEY ("deckId","userId")
);

-- CreateTable
CREATE TABLE "players" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "colour" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "userId" TEXT,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cards" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "rank" TEXT NOT NULL,
    "suit" TEXT,
    "colour" TEXT,
    "status" "CardStatus" NOT NULL DEFAULT 'IN_DECK',
    "word" TEXT,
    "wordNormalised" TEXT,
    "updatedSeq" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "word_events" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "cardId" TEXT NOT NULL,
    "kind" "WordEventKind" NOT NULL,
    "word" TEXT,
    "wordNormalised" TEXT,
    "previousWord" TEXT,
    "playerId" TEXT,
    "recordedById" TEXT NOT NULL,
    "gameId" TEXT,
    "snapRef" TEXT,
    "reason" TEXT,
    "requestKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "word_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deck_invites" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "role" "DeckRole" NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_invites_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "decks_creationKey_key" ON "decks"("creationKey");

-- CreateIndex
CREATE INDEX "deck_members_userId_idx" ON "deck_members"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "players_deckId_name_key" ON "players"("deckId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "cards_deckId_code_key" ON "cards"("deckId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "cards_deckId_position_key" ON "cards"("deckId", "position");

-- CreateIndex
CREATE INDEX "word_events_cardId_seq_idx" ON "word_events"("cardId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "word_events_deckId_seq_key" ON "word_events"("deckId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "word_events_deckId_requestKey_cardId_key" ON "word_events"("deckId", "requestKey", "cardId");

-- CreateIndex
CREATE UNIQUE INDEX "deck_invites_tokenHash_key" ON "deck_invites"("tokenHash");

-- CreateIndex
CREATE INDEX "deck_invites_deckId_idx" ON "deck_invites"("deckId");

-- AddForeignKey
ALTER TABLE "decks" ADD CONSTRAINT "decks_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_members" ADD CONSTRAINT "deck_members_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_members" ADD CONSTRAINT "deck_members_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "players" ADD CONSTRAINT "players_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "players" ADD CONSTRAINT "players_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cards" ADD CONSTRAINT "cards_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "word_events" ADD CONSTRAINT "word_events_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "word_events" ADD CONSTRAINT "word_events_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "word_events" ADD CONSTRAINT "word_events_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "players"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "word_events" ADD CONSTRAINT "word_events_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_invites" ADD CONSTRAINT "deck_invites_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_invites" ADD CONSTRAINT "deck_invites_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The word history is append-only: nothing updates or deletes an event, not even the app.
CREATE FUNCTION "word_events_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'word_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "word_events_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "word_events"
  FOR EACH ROW EXECUTE FUNCTION "word_events_append_only"();

CREATE TRIGGER "word_events_no_truncate"
  BEFORE TRUNCATE ON "word_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "word_events_append_only"();

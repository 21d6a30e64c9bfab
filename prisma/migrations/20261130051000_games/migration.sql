-- CreateEnum
CREATE TYPE "GameMode" AS ENUM ('SCREEN', 'TABLE');

-- CreateEnum
CREATE TYPE "GameStatus" AS ENUM ('PLAYING', 'OVER');

-- CreateTable
CREATE TABLE "games" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "mode" "GameMode" NOT NULL,
    "status" "GameStatus" NOT NULL DEFAULT 'PLAYING',
    "setup" JSONB NOT NULL,
    "actionCount" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "creationKey" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_actions" (
    "gameId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "action" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_actions_pkey" PRIMARY KEY ("gameId","index")
);

-- CreateIndex
CREATE UNIQUE INDEX "games_creationKey_key" ON "games"("creationKey");

-- CreateIndex
CREATE INDEX "games_deckId_createdAt_idx" ON "games"("deckId", "createdAt");

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- CreateEnum
CREATE TYPE "RoomStatus" AS ENUM ('LOBBY', 'PLAYING', 'OVER');

-- CreateEnum
CREATE TYPE "SeatControl" AS ENUM ('PERSON', 'BOT', 'REMOVED');

-- AlterEnum
ALTER TYPE "GameMode" ADD VALUE 'ONLINE';

-- CreateTable
CREATE TABLE "online_rooms" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "hostId" TEXT NOT NULL,
    "status" "RoomStatus" NOT NULL DEFAULT 'LOBBY',
    "setup" JSONB NOT NULL,
    "gameId" TEXT,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),

    CONSTRAINT "online_rooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "room_seats" (
    "roomId" TEXT NOT NULL,
    "seatId" TEXT NOT NULL,
    "userId" TEXT,
    "tokenHash" TEXT,
    "control" "SeatControl" NOT NULL DEFAULT 'PERSON',
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_seats_pkey" PRIMARY KEY ("roomId","seatId")
);

-- CreateTable
CREATE TABLE "room_watchers" (
    "tokenHash" TEXT NOT NULL,
    "roomId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "room_watchers_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "online_shouts" (
    "id" BIGSERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "seatId" TEXT NOT NULL,
    "turn" INTEGER NOT NULL,
    "call" TEXT NOT NULL,
    "reactionMs" DOUBLE PRECISION NOT NULL,
    "oneWayMs" DOUBLE PRECISION NOT NULL,
    "observedMs" DOUBLE PRECISION NOT NULL,
    "accepted" BOOLEAN NOT NULL,
    "outcome" TEXT NOT NULL,
    "actionIndex" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "online_shouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "socket_io_attachments" (
    "id" BIGSERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(6) DEFAULT CURRENT_TIMESTAMP,
    "payload" BYTEA
);

-- CreateIndex
CREATE UNIQUE INDEX "online_rooms_code_key" ON "online_rooms"("code");

-- CreateIndex
CREATE UNIQUE INDEX "online_rooms_gameId_key" ON "online_rooms"("gameId");

-- CreateIndex
CREATE INDEX "online_rooms_deckId_createdAt_idx" ON "online_rooms"("deckId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "room_seats_tokenHash_key" ON "room_seats"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "room_seats_roomId_userId_key" ON "room_seats"("roomId", "userId");

-- CreateIndex
CREATE INDEX "room_watchers_roomId_idx" ON "room_watchers"("roomId");

-- CreateIndex
CREATE INDEX "online_shouts_gameId_id_idx" ON "online_shouts"("gameId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "socket_io_attachments_id_key" ON "socket_io_attachments"("id");

-- AddForeignKey
ALTER TABLE "online_rooms" ADD CONSTRAINT "online_rooms_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "online_rooms" ADD CONSTRAINT "online_rooms_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "online_rooms" ADD CONSTRAINT "online_rooms_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "games"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_seats" ADD CONSTRAINT "room_seats_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "online_rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_seats" ADD CONSTRAINT "room_seats_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "room_watchers" ADD CONSTRAINT "room_watchers_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "online_rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "online_shouts" ADD CONSTRAINT "online_shouts_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;


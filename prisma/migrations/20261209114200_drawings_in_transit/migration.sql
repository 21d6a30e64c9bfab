-- CreateTable
CREATE TABLE "drawings_in_transit" (
    "id" TEXT NOT NULL,
    "roomId" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "word" TEXT NOT NULL,
    "strokes" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "drawings_in_transit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "drawings_in_transit_createdAt_idx" ON "drawings_in_transit"("createdAt");

-- AddForeignKey
ALTER TABLE "drawings_in_transit" ADD CONSTRAINT "drawings_in_transit_roomId_fkey" FOREIGN KEY ("roomId") REFERENCES "online_rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;


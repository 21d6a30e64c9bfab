-- CreateTable
CREATE TABLE "online_verdicts" (
    "gameId" TEXT NOT NULL,
    "turn" INTEGER NOT NULL,
    "verdict" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "online_verdicts_pkey" PRIMARY KEY ("gameId","turn")
);

-- AddForeignKey
ALTER TABLE "online_verdicts" ADD CONSTRAINT "online_verdicts_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;


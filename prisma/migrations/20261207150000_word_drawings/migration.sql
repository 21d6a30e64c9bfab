-- CreateTable
CREATE TABLE "word_drawings" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "wordEventId" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "strokes" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "word_drawings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "word_drawings_wordEventId_key" ON "word_drawings"("wordEventId");

-- CreateIndex
CREATE INDEX "word_drawings_cardId_idx" ON "word_drawings"("cardId");

-- CreateIndex
CREATE INDEX "word_drawings_deckId_idx" ON "word_drawings"("deckId");

-- AddForeignKey
ALTER TABLE "word_drawings" ADD CONSTRAINT "word_drawings_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "word_drawings" ADD CONSTRAINT "word_drawings_wordEventId_fkey" FOREIGN KEY ("wordEventId") REFERENCES "word_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "word_drawings" ADD CONSTRAINT "word_drawings_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;


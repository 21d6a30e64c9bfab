-- CreateTable
CREATE TABLE "deck_prints" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "printedById" TEXT NOT NULL,
    "printedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "historySeq" INTEGER NOT NULL,
    "cardIds" JSONB NOT NULL,
    "cardCount" INTEGER NOT NULL,
    "pageCount" INTEGER NOT NULL,
    "options" JSONB NOT NULL,

    CONSTRAINT "deck_prints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deck_back_images" (
    "deckId" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "mime" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "uploadedById" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "deck_back_images_pkey" PRIMARY KEY ("deckId")
);

-- CreateIndex
CREATE INDEX "deck_prints_deckId_historySeq_idx" ON "deck_prints"("deckId", "historySeq");

-- AddForeignKey
ALTER TABLE "deck_prints" ADD CONSTRAINT "deck_prints_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_prints" ADD CONSTRAINT "deck_prints_printedById_fkey" FOREIGN KEY ("printedById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_back_images" ADD CONSTRAINT "deck_back_images_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_back_images" ADD CONSTRAINT "deck_back_images_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


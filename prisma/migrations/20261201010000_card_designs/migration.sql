-- CreateEnum
CREATE TYPE "ArtBox" AS ENUM ('FULL', 'PANEL');

-- CreateEnum
CREATE TYPE "DesignEventKind" AS ENUM ('PICTURE_SET', 'PICTURE_REMOVED', 'LOOK_CHANGED');

-- AlterTable
ALTER TABLE "decks" ADD COLUMN     "designSeq" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lookSeq" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "artId" TEXT,
ADD COLUMN     "designSeq" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "deck_prints" ADD COLUMN     "designSeq" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "deck_pictures" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "uploadedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_pictures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "card_arts" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "pictureId" TEXT NOT NULL,
    "box" "ArtBox" NOT NULL,
    "crop" JSONB NOT NULL,
    "printBytes" BYTEA NOT NULL,
    "printWidth" INTEGER NOT NULL,
    "printHeight" INTEGER NOT NULL,
    "screenBytes" BYTEA NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_arts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deck_design_events" (
    "id" TEXT NOT NULL,
    "deckId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "kind" "DesignEventKind" NOT NULL,
    "cardId" TEXT,
    "artId" TEXT,
    "setLabel" TEXT,
    "summary" TEXT,
    "recordedById" TEXT NOT NULL,
    "requestKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deck_design_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deck_pictures_deckId_idx" ON "deck_pictures"("deckId");

-- CreateIndex
CREATE INDEX "card_arts_deckId_idx" ON "card_arts"("deckId");

-- CreateIndex
CREATE INDEX "deck_design_events_deckId_seq_idx" ON "deck_design_events"("deckId", "seq");

-- CreateIndex
CREATE INDEX "deck_design_events_cardId_seq_idx" ON "deck_design_events"("cardId", "seq");

-- CreateIndex
CREATE INDEX "deck_design_events_deckId_requestKey_idx" ON "deck_design_events"("deckId", "requestKey");

-- AddForeignKey
ALTER TABLE "cards" ADD CONSTRAINT "cards_artId_fkey" FOREIGN KEY ("artId") REFERENCES "card_arts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_pictures" ADD CONSTRAINT "deck_pictures_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_pictures" ADD CONSTRAINT "deck_pictures_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_arts" ADD CONSTRAINT "card_arts_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_arts" ADD CONSTRAINT "card_arts_pictureId_fkey" FOREIGN KEY ("pictureId") REFERENCES "deck_pictures"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_arts" ADD CONSTRAINT "card_arts_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_design_events" ADD CONSTRAINT "deck_design_events_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "decks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_design_events" ADD CONSTRAINT "deck_design_events_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_design_events" ADD CONSTRAINT "deck_design_events_artId_fkey" FOREIGN KEY ("artId") REFERENCES "card_arts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deck_design_events" ADD CONSTRAINT "deck_design_events_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;



-- The design story is append-only, like the word history: nothing updates or deletes an event.
CREATE FUNCTION "deck_design_events_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'deck_design_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "deck_design_events_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "deck_design_events"
  FOR EACH ROW EXECUTE FUNCTION "deck_design_events_append_only"();

CREATE TRIGGER "deck_design_events_no_truncate"
  BEFORE TRUNCATE ON "deck_design_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "deck_design_events_append_only"();

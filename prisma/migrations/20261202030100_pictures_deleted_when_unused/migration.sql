-- An uploaded picture that no card shows any more is deleted; the crops cut from it stay (the
-- design story shows them), so deleting a picture no longer deletes its crops: they keep no link.

-- DropForeignKey
ALTER TABLE "card_arts" DROP CONSTRAINT "card_arts_pictureId_fkey";

-- AlterTable
ALTER TABLE "card_arts" ALTER COLUMN "pictureId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "card_arts" ADD CONSTRAINT "card_arts_pictureId_fkey" FOREIGN KEY ("pictureId") REFERENCES "deck_pictures"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The pictures no card shows any more, stored before this rule, go now (their crops stay).
DELETE FROM "deck_pictures" p
WHERE NOT EXISTS (
  SELECT 1 FROM "card_arts" a JOIN "cards" c ON c."artId" = a."id"
  WHERE a."pictureId" = p."id");

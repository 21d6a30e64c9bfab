-- When a deck check was first used (with a table session, it makes prints carry QR codes by default).

-- AlterTable
ALTER TABLE "decks" ADD COLUMN     "deckCheckedAt" TIMESTAMP(3);

-- Each card's permanent short link, /c/<linkCode>, printed in its QR code (lib/cards/link-code.ts).
-- The app gives a new card its code; the cards already made get one here, ten Crockford base-32
-- characters (50 random bits), one card at a time so each sees the codes
-- given before it and never repeats one.

-- AlterTable
ALTER TABLE "cards" ADD COLUMN     "linkCode" TEXT;

DO $$
DECLARE
  alphabet CONSTANT text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  card record;
  bits bigint;
  link_code text;
BEGIN
  FOR card IN SELECT "id" FROM "cards" ORDER BY "id" LOOP
    LOOP
      bits := ('x' || substr(md5(gen_random_uuid()::text), 1, 13))::bit(52)::bigint;
      link_code := '';
      FOR i IN 0..9 LOOP
        link_code := link_code || substr(alphabet, ((bits >> (5 * i)) & 31)::int + 1, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "cards" WHERE "linkCode" = link_code);
    END LOOP;
    UPDATE "cards" SET "linkCode" = link_code WHERE "id" = card."id";
  END LOOP;
END $$;

ALTER TABLE "cards" ALTER COLUMN "linkCode" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "cards_linkCode_key" ON "cards"("linkCode");

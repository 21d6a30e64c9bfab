-- Nothing ever wrote a RETIRED card or a player's userId: both go.
-- AlterEnum
-- (Prisma's own BEGIN/COMMIT around this left out: lib/db/migrate.ts runs each migration in one transaction.)
CREATE TYPE "CardStatus_new" AS ENUM ('IN_DECK', 'MISSING');
ALTER TABLE "cards" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "cards" ALTER COLUMN "status" TYPE "CardStatus_new" USING ("status"::text::"CardStatus_new");
ALTER TYPE "CardStatus" RENAME TO "CardStatus_old";
ALTER TYPE "CardStatus_new" RENAME TO "CardStatus";
DROP TYPE "CardStatus_old";
ALTER TABLE "cards" ALTER COLUMN "status" SET DEFAULT 'IN_DECK';

-- DropForeignKey
ALTER TABLE "players" DROP CONSTRAINT "players_userId_fkey";

-- AlterTable
ALTER TABLE "players" DROP COLUMN "userId";


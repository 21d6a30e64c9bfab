-- AlterTable
ALTER TABLE "users" DROP COLUMN "sessionVersion";


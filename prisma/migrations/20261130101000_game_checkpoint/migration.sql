-- AlterTable
ALTER TABLE "games" ADD COLUMN     "checkpoint" JSONB;


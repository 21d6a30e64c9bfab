-- AlterTable
ALTER TABLE "decks" ADD COLUMN     "wordsInFont" BOOLEAN NOT NULL DEFAULT false;


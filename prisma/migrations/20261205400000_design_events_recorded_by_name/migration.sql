-- AlterTable
ALTER TABLE "deck_design_events" ADD COLUMN     "recordedByName" TEXT;


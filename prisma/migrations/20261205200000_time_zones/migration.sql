-- AlterTable
ALTER TABLE "users" ADD COLUMN     "timeZone" TEXT;

-- AlterTable
ALTER TABLE "decks" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';


-- No account has a time zone yet, so every existing deck starts in UTC, as its days were until now.
-- The first time an account's zone is learned from its browser, the decks it made and still owns
-- that are in UTC take that zone (lib/accounts/time-zone.ts adoptBrowserTimeZone).

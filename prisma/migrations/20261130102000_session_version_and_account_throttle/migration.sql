-- AlterTable
ALTER TABLE "users" ADD COLUMN     "sessionVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "sign_in_failures_email_createdAt_idx" ON "sign_in_failures"("email", "createdAt");


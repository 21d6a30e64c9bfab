-- Heavy requests counted per account (and picture uploads per deck) over their limits' windows,
-- in the database so that every process of the app sees the same counts (lib/limits).

-- CreateTable
CREATE TABLE "heavy_requests" (
    "id" BIGSERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "heavy_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "heavy_requests_subject_kind_createdAt_idx" ON "heavy_requests"("subject", "kind", "createdAt");

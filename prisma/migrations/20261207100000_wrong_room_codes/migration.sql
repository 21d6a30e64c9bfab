-- CreateTable
CREATE TABLE "wrong_room_codes" (
    "id" BIGSERIAL NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wrong_room_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "wrong_room_codes_address_createdAt_idx" ON "wrong_room_codes"("address", "createdAt");


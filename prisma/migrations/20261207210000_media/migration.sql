-- Media: files a business uploaded through /v1 to send in messages. The file itself is kept on
-- disk under MEDIA_DIR at "storageKey"; the row says what it is, by the type its bytes show.
CREATE TABLE "media" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "filename" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "media_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "media_storageKey_key" ON "media"("storageKey");
CREATE INDEX "media_businessId_createdAt_idx" ON "media"("businessId", "createdAt");
ALTER TABLE "media" ADD CONSTRAINT "media_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

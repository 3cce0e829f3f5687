-- Contacts and consent: the customers a business keeps, the ledger of their consent to marketing,
-- and each workspace's messaging rules (quiet hours, frequency cap, opt-out keywords).
CREATE TABLE "contacts" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "name" TEXT,
    "attributes" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "consentStatus" TEXT NOT NULL DEFAULT 'unknown',
    "consentSource" TEXT,
    "consentUpdatedAt" TIMESTAMPTZ(3),
    "lastInboundAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "deletedAt" TIMESTAMPTZ(3),
    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "contacts_businessId_phone_key" ON "contacts"("businessId", "phone");
CREATE INDEX "contacts_businessId_id_idx" ON "contacts"("businessId", "id" DESC);
CREATE INDEX "contacts_tags_idx" ON "contacts" USING GIN ("tags");
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "consent_events" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "contactId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "actorType" TEXT NOT NULL,
    "actorId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "consent_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "consent_events_contactId_createdAt_idx" ON "consent_events"("contactId", "createdAt");
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "contacts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "workspace_settings" (
    "businessId" UUID NOT NULL,
    "quietHours" JSONB,
    "marketingFrequencyCap" JSONB,
    "optOutKeywords" TEXT[] NOT NULL,
    "optInKeywords" TEXT[] NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "workspace_settings_pkey" PRIMARY KEY ("businessId")
);
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A CSV of contacts being imported: the file as uploaded (cleared once done), its progress, and
-- every row it could not take.
CREATE TABLE "contact_imports" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "csv" TEXT,
    "optInSource" TEXT,
    "actorType" TEXT NOT NULL,
    "actorId" TEXT,
    "total" INTEGER,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "failureReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "completedAt" TIMESTAMPTZ(3),
    CONSTRAINT "contact_imports_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "contact_imports_businessId_createdAt_idx" ON "contact_imports"("businessId", "createdAt");
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "contact_import_errors" (
    "importId" UUID NOT NULL,
    "row" INTEGER NOT NULL,
    "phone" TEXT,
    "message" TEXT NOT NULL,
    CONSTRAINT "contact_import_errors_pkey" PRIMARY KEY ("importId", "row")
);
ALTER TABLE "contact_import_errors" ADD CONSTRAINT "contact_import_errors_importId_fkey" FOREIGN KEY ("importId") REFERENCES "contact_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A saved filter over a business's contacts (tags, attributes, consent, recent messages).
CREATE TABLE "segments" (
    "id" UUID NOT NULL,
    "businessId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "filter" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "segments_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "segments_businessId_name_idx" ON "segments"("businessId", "name");
ALTER TABLE "segments" ADD CONSTRAINT "segments_businessId_fkey" FOREIGN KEY ("businessId") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

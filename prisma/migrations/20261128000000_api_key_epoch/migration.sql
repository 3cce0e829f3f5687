-- What a /v1 process caches about an API key — that it exists, whether it is revoked, its
-- business's status — goes stale only when one of those changes. Every such change moves this one
-- number on, in the transaction that makes it, so a process that reads the number once a second
-- knows when to look its keys up again, instead of looking up every key it serves each second.
CREATE TABLE "api_key_epoch" (
    "id" BOOLEAN NOT NULL DEFAULT true,
    "value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "api_key_epoch_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "api_key_epoch_one_row" CHECK ("id")
);
INSERT INTO "api_key_epoch" DEFAULT VALUES;

CREATE FUNCTION "api_key_epoch_advance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "api_key_epoch" SET "value" = "value" + 1;
    RETURN NULL;
END
$$;

-- Not on "lastUsedAt" or "name": those change nothing a check answers.
CREATE TRIGGER "api_keys_advance_epoch"
    AFTER INSERT OR DELETE OR UPDATE OF "revokedAt", "keyHash", "businessId" ON "api_keys"
    FOR EACH STATEMENT EXECUTE FUNCTION "api_key_epoch_advance"();

CREATE TRIGGER "businesses_advance_epoch"
    AFTER DELETE OR UPDATE OF "status" ON "businesses"
    FOR EACH STATEMENT EXECUTE FUNCTION "api_key_epoch_advance"();

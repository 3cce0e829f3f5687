-- Every rate-limit check rewrites its bucket's "tat". With "tat" indexed, each rewrite was a new
-- row version in both indexes; without it PostgreSQL updates the row in place on its page (a HOT
-- update) and the primary key is left alone. The only reader of the index was the housekeeping
-- that deletes full buckets every ten minutes, which now scans the table instead.
DROP INDEX "rate_limit_buckets_tat_idx";

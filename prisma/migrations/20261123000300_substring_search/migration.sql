-- Trigram indexes let the console's search find a word anywhere in a name, email or message
-- ("%sharma%") through an index instead of reading every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

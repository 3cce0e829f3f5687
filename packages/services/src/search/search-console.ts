import {
  GLOBAL_SEARCH_PER_KIND,
  globalSearchInputSchema,
  type ConsoleSearchResults,
} from "@aizapy/contracts";
import type { Sql } from "@aizapy/db";
import { containsPattern } from "./contains-pattern.ts";
import { validateInput } from "../validate.ts";
import { rareMatches } from "./rare-matches.ts";

// Each kind is one indexed statement (trigram indexes on the searched columns); the three run
// side by side. Secrets are never selected.
const BUSINESSES = `
  SELECT id, name, "whatsappNumber", status FROM businesses
  WHERE name ILIKE $1 OR "whatsappNumber" ILIKE $1
  ORDER BY name, id LIMIT $2`;

// The business's name is matched in businesses (its trigram index), not row by row in the join.
const API_CONFIGS = `
  SELECT c.id, c."businessId", b.name AS "businessName", c.provider, c."phoneNumberId"
  FROM api_configs c JOIN businesses b ON b.id = c."businessId"
  WHERE c."businessId" IN (SELECT id FROM businesses WHERE name ILIKE $1)
    OR c."phoneNumberId" ILIKE $1 OR c.provider ILIKE $1
  ORDER BY b.name, c.id LIMIT $2`;

const CONTACT_COLUMNS = `SELECT id, name, email, subject, status, "createdAt" FROM contact_messages`;
const CONTACT_MESSAGES = `${CONTACT_COLUMNS}
  WHERE name ILIKE $1 OR email ILIKE $1 OR subject ILIKE $1
  ORDER BY "createdAt" DESC, id DESC LIMIT $2`;
const CONTACT_MESSAGES_BY_ID = `${CONTACT_COLUMNS}
  WHERE id = ANY($1::uuid[]) ORDER BY "createdAt" DESC, id DESC LIMIT $2`;

async function findContactMessages(sql: Sql, query: string) {
  type Hit = ConsoleSearchResults["contactMessages"][number];
  const ids = await rareMatches(sql, "contact_messages", ["name", "email", "subject"], query);
  return ids
    ? sql.query<Hit>(CONTACT_MESSAGES_BY_ID, [ids, GLOBAL_SEARCH_PER_KIND])
    : sql.query<Hit>(CONTACT_MESSAGES, [containsPattern(query), GLOBAL_SEARCH_PER_KIND]);
}

/**
 * Every match of these lists is sorted by name, so all of them are read: through the trigram
 * indexes, which the planner passes over for a sequential scan it misjudges as cheaper (30 ms on
 * 10,000 businesses). Shorter text has no trigram to look up. One transaction each, so that on
 * PostgreSQL the kinds run side by side on their own connections.
 */
function throughTrigramIndexes<T>(sql: Sql, text: string, work: (tx: Sql) => Promise<T>) {
  return sql.transaction(async (tx) => {
    if (text.length >= 3) await tx.query("SET LOCAL enable_seqscan = off");
    return work(tx);
  });
}

/** The top bar's search as the operator types: a few of each kind, at least two characters. */
export async function searchConsole(sql: Sql, input: unknown): Promise<ConsoleSearchResults> {
  const { query } = validateInput(globalSearchInputSchema, input);
  const params = [containsPattern(query), GLOBAL_SEARCH_PER_KIND];
  const [businesses, apiConfigs, contactMessages] = await Promise.all([
    throughTrigramIndexes(sql, query, (tx) =>
      tx.query<ConsoleSearchResults["businesses"][number]>(BUSINESSES, params),
    ),
    throughTrigramIndexes(sql, query, (tx) =>
      tx.query<ConsoleSearchResults["apiConfigs"][number]>(API_CONFIGS, params),
    ),
    findContactMessages(sql, query),
  ]);
  return { businesses, apiConfigs, contactMessages };
}

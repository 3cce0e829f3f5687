import {
  AppError,
  CONTACT_IMPORT_COLUMNS,
  CONTACT_IMPORT_LIMITS,
  contactImportOptionsSchema,
  importColumnRole,
  importHeaderKey,
  notFound,
  upsertContactInputSchema,
  toFieldErrors,
  type ContactImportStatus,
  type ContactImportView,
  type Sql,
} from "@aizapy/contracts";
import {
  DEAD_LETTER_QUEUE_OPTIONS,
  isUuid,
  uuidv7,
  type JobQueue,
  type QueueDefinition,
} from "@aizapy/db";
import { CsvError, parse, type Parser } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import type { ConsentActor } from "./consent.ts";
import { parseInput } from "../parse-input.ts";

// A CSV of contacts is taken in one request and imported by a job, a batch of rows per
// transaction: each batch's contacts, its rejected rows and the import's progress commit together,
// so a job that dies resumes after the last batch that committed, counting nothing twice. The file
// is read from the database a chunk at a time, so memory stays flat whatever its size.

export const IMPORT_QUEUE_NAMES = {
  run: "contact-import",
  runDead: "contact-import-dead",
} as const;

export const IMPORT_QUEUES: readonly QueueDefinition[] = [
  { name: IMPORT_QUEUE_NAMES.runDead, options: DEAD_LETTER_QUEUE_OPTIONS },
  {
    name: IMPORT_QUEUE_NAMES.run,
    options: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 1800,
      heartbeatSeconds: 30,
      deadLetter: IMPORT_QUEUE_NAMES.runDead,
    },
  },
];

interface ImportJob {
  importId: string;
}

/** Rows upserted per transaction. */
const BATCH_ROWS = 500;
/** Characters of the stored file read at a time. */
const CHUNK_CHARS = 256 * 1024;

/** How each column of the file is read. */
type Column =
  | { kind: "phone" }
  | { kind: "name" }
  | { kind: "tags" }
  | { kind: "attribute"; name: string }
  | null;

function columnsOf(header: readonly string[]): Column[] {
  return header.map((title) => {
    const role = importColumnRole(title);
    return role === "attribute"
      ? { kind: role, name: importHeaderKey(title) }
      : role && { kind: role };
  });
}

const PARSE_OPTIONS = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: true,
} as const;

/** The file's header, checked when it is uploaded: a file without a phone column is refused. */
function readHeader(csv: string): Column[] {
  let header: string[] | undefined;
  try {
    [header] = parseSync(csv.slice(0, 64 * 1024), { ...PARSE_OPTIONS, to_line: 1 }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
  }
  if (!header || header.length === 0) {
    throw new AppError("invalid_request", "The file is empty: send a CSV with a header row.");
  }
  const columns = columnsOf(header);
  if (!columns.some((column) => column?.kind === "phone")) {
    throw new AppError(
      "invalid_request",
      `The file has no phone column: name one of its headers ${CONTACT_IMPORT_COLUMNS.phone.slice(0, 3).join(", ")}.`,
      { details: { header } },
    );
  }
  return columns;
}

interface ImportRow {
  id: string;
  businessId: string;
  status: ContactImportStatus;
  optInSource: string | null;
  actorType: string;
  actorId: string | null;
  total: number | null;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  failureReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const IMPORT_COLUMNS = `id, "businessId", status, "optInSource", "actorType", "actorId", total,
  processed, created, updated, failed, "failureReason", "createdAt", "completedAt"`;

const INSERT_IMPORT = `
  INSERT INTO contact_imports (id, "businessId", status, csv, "optInSource", "actorType", "actorId",
    "createdAt")
  VALUES ($1, $2, 'running', $3, $4, $5, $6, $7)`;

const FIND_IMPORT = `SELECT ${IMPORT_COLUMNS} FROM contact_imports WHERE id = $1 AND "businessId" = $2`;
const LOAD_IMPORT = `SELECT ${IMPORT_COLUMNS} FROM contact_imports WHERE id = $1`;
const FIRST_ERRORS = `SELECT row, message FROM contact_import_errors WHERE "importId" = $1
  ORDER BY row LIMIT ${CONTACT_IMPORT_LIMITS.errorsShown}`;
const ALL_ERRORS = `SELECT row, phone, message FROM contact_import_errors WHERE "importId" = $1
  AND row > $2 ORDER BY row LIMIT 1000`;
const CHUNK = `SELECT substring(csv FROM $2::int FOR $3::int) AS chunk FROM contact_imports WHERE id = $1`;
const SET_TOTAL = `UPDATE contact_imports SET total = $2 WHERE id = $1`;
const FINISH = `UPDATE contact_imports SET status = $2, "failureReason" = $3, "completedAt" = $4,
  csv = NULL WHERE id = $1 AND status = 'running'`;

// A batch's contacts: new numbers inserted, known ones given the file's name, attributes merged
// and tags added; a number the business had deleted comes back with its consent.
const UPSERT_BATCH = `
  INSERT INTO contacts (id, "businessId", phone, name, attributes, tags, "createdAt", "updatedAt")
  SELECT i.id, $1, i.phone, i.name, i.attributes, ARRAY(SELECT jsonb_array_elements_text(i.tags)),
    $6, $6
  FROM unnest($2::uuid[], $3::text[], $4::text[], $5::jsonb[], $7::jsonb[])
    AS i(id, phone, name, attributes, tags)
  ON CONFLICT ("businessId", phone) DO UPDATE SET
    name = COALESCE(EXCLUDED.name, contacts.name),
    attributes = contacts.attributes || EXCLUDED.attributes,
    tags = contacts.tags || ARRAY(SELECT unnest(EXCLUDED.tags) EXCEPT SELECT unnest(contacts.tags)),
    "createdAt" = CASE WHEN contacts."deletedAt" IS NULL THEN contacts."createdAt"
      ELSE EXCLUDED."createdAt" END,
    "deletedAt" = NULL,
    "updatedAt" = EXCLUDED."updatedAt"
  RETURNING id, (xmax = 0) AS inserted`;

// Consent from the import's source is recorded only where none was given: an opt-out stands.
const OPT_IN_BATCH = `
  WITH changed AS (
    UPDATE contacts SET "consentStatus" = 'opted_in', "consentSource" = $2,
      "consentUpdatedAt" = $3, "updatedAt" = $3
    WHERE id = ANY($1::uuid[]) AND "consentStatus" = 'unknown'
    RETURNING id, "businessId")
  INSERT INTO consent_events (id, "businessId", "contactId", status, source, "actorType", "actorId",
    "createdAt")
  SELECT gen_random_uuid(), "businessId", id, 'opted_in', $2, $4, $5, $3 FROM changed`;

const RECORD_ERRORS = `
  INSERT INTO contact_import_errors ("importId", row, phone, message)
  SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[])
  ON CONFLICT DO NOTHING`;

const ADVANCE = `UPDATE contact_imports SET processed = processed + $2, created = created + $3,
  updated = updated + $4, failed = failed + $5 WHERE id = $1`;

interface Candidate {
  phone: string;
  name: string | null | undefined;
  attributes: Record<string, string>;
  tags: string[];
}

interface Rejected {
  row: number;
  phone: string | null;
  message: string;
}

/** One row of the file as a contact, or why it cannot be one. */
function readRecord(columns: Column[], record: string[], row: number): Candidate | Rejected {
  const input: {
    phone?: string;
    name?: string;
    tags?: string[];
    attributes: Record<string, string>;
  } = { attributes: {} };
  columns.forEach((column, i) => {
    const value = record[i] ?? "";
    if (!column) return;
    if (column.kind === "phone") input.phone = value;
    else if (column.kind === "name") input.name = value;
    else if (column.kind === "tags")
      input.tags = value
        .split(/[;,|]/)
        .map((tag) => tag.trim())
        .filter(Boolean);
    else if (value !== "") input.attributes[column.name] = value;
  });
  const result = upsertContactInputSchema.safeParse(input);
  if (result.success) {
    return {
      phone: result.data.phone,
      name: result.data.name,
      attributes: (result.data.attributes ?? {}) as Record<string, string>,
      tags: result.data.tags ?? [],
    };
  }
  const [first] = toFieldErrors(result.error);
  return {
    row,
    phone: input.phone ?? null,
    message: first ? `${first.path}: ${first.message}` : "The row could not be read",
  };
}

const importView = (
  row: ImportRow,
  errors: { row: number; message: string }[],
): ContactImportView => ({
  id: row.id,
  status: row.status,
  total: row.total,
  processed: row.processed,
  created: row.created,
  updated: row.updated,
  failed: row.failed,
  errors,
  failureReason: row.failureReason,
  createdAt: new Date(row.createdAt).toISOString(),
  completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
});

/** `"`-quotes a report's field when it needs it, and defuses spreadsheet formulas. */
const csvField = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

async function count(records: AsyncIterable<unknown>): Promise<number> {
  let total = 0;
  for await (const record of records) if (record) total++;
  return total;
}

export interface ContactImportsDeps {
  sql: Sql;
  queue: JobQueue;
  clock: { now(): Date };
}

/** CSV imports of a business's contacts: started by a request, run by a job. */
export function createContactImports({ sql, queue, clock }: ContactImportsDeps) {
  /** The stored file's records, one at a time, after the header. */
  async function* recordsOf(importId: string): AsyncGenerator<string[]> {
    const parser: Parser = parse(PARSE_OPTIONS);
    const feed = (async () => {
      for (let offset = 1; ; offset += CHUNK_CHARS) {
        const [row] = await sql.query<{ chunk: string | null }>(CHUNK, [
          importId,
          offset,
          CHUNK_CHARS,
        ]);
        if (!row?.chunk) break;
        if (!parser.write(row.chunk)) await new Promise((resolve) => parser.once("drain", resolve));
      }
      parser.end();
    })();
    feed.catch((error: unknown) => parser.destroy(error as Error));
    let header = true;
    for await (const record of parser as AsyncIterable<string[]>) {
      if (header) header = false;
      else yield record;
    }
    await feed;
  }

  async function importBatch(job: ImportRow, candidates: Candidate[], rejected: Rejected[]) {
    // A number twice in one batch is one contact: the later row's name, both rows' details.
    const byPhone = new Map<string, Candidate>();
    for (const candidate of candidates) {
      const known = byPhone.get(candidate.phone);
      byPhone.set(
        candidate.phone,
        known
          ? {
              phone: candidate.phone,
              name: candidate.name ?? known.name,
              attributes: { ...known.attributes, ...candidate.attributes },
              tags: [...new Set([...known.tags, ...candidate.tags])],
            }
          : candidate,
      );
    }
    const rows = [...byPhone.values()];
    const now = clock.now();
    await sql.transaction(async (tx) => {
      let inserted = 0;
      if (rows.length > 0) {
        const upserted = await tx.query<{ id: string; inserted: boolean }>(UPSERT_BATCH, [
          job.businessId,
          rows.map(() => uuidv7(now)),
          rows.map((row) => row.phone),
          rows.map((row) => row.name ?? null),
          rows.map((row) => JSON.stringify(row.attributes)),
          now,
          rows.map((row) => JSON.stringify(row.tags)),
        ]);
        inserted = upserted.filter((row) => row.inserted).length;
        if (job.optInSource) {
          await tx.query(OPT_IN_BATCH, [
            upserted.map((row) => row.id),
            job.optInSource,
            now,
            job.actorType,
            job.actorId,
          ]);
        }
      }
      if (rejected.length > 0) {
        await tx.query(RECORD_ERRORS, [
          job.id,
          rejected.map((r) => r.row),
          rejected.map((r) => r.phone),
          rejected.map((r) => r.message),
        ]);
      }
      await tx.query(ADVANCE, [
        job.id,
        candidates.length + rejected.length,
        inserted,
        candidates.length - inserted,
        rejected.length,
      ]);
    });
  }

  async function finish(id: string, status: "completed" | "failed", reason: string | null) {
    await sql.query(FINISH, [id, status, reason, clock.now()]);
  }

  /** Imports what is left of the file, after the rows a previous attempt committed. */
  async function run({ importId }: ImportJob): Promise<void> {
    const [job] = await sql.query<ImportRow>(LOAD_IMPORT, [importId]);
    if (!job || job.status !== "running") return;
    try {
      if (job.total === null) {
        await sql.query(SET_TOTAL, [importId, await count(recordsOf(importId))]);
      }
      const header = parseSync(
        (await sql.query<{ chunk: string }>(CHUNK, [importId, 1, 64 * 1024]))[0]!.chunk,
        { ...PARSE_OPTIONS, to_line: 1 },
      ) as string[][];
      const columns = columnsOf(header[0]!);
      let index = 0;
      let candidates: Candidate[] = [];
      let rejected: Rejected[] = [];
      for await (const record of recordsOf(importId)) {
        index++;
        if (index <= job.processed) continue;
        // Row 1 is the header: the first contact is on row 2, as a spreadsheet numbers it.
        const read = readRecord(columns, record, index + 1);
        if ("message" in read) rejected.push(read);
        else candidates.push(read);
        if (candidates.length + rejected.length === BATCH_ROWS) {
          await importBatch(job, candidates, rejected);
          candidates = [];
          rejected = [];
        }
      }
      if (candidates.length + rejected.length > 0) await importBatch(job, candidates, rejected);
      await finish(importId, "completed", null);
    } catch (error) {
      // A file that is not CSV after all fails the import, with what was imported before kept.
      if (!(error instanceof CsvError)) throw error;
      await finish(importId, "failed", `The file could not be read as CSV: ${error.message}`);
    }
  }

  const find = async (businessId: string, id: string): Promise<ImportRow> => {
    if (!isUuid(id)) throw notFound("Import");
    const [row] = await sql.query<ImportRow>(FIND_IMPORT, [id, businessId]);
    if (!row) throw notFound("Import");
    return row;
  };

  return {
    /** Takes a CSV (a header row, then a contact per row) and starts importing it. */
    async start(
      businessId: string,
      csv: string,
      options: unknown,
      actor: ConsentActor,
    ): Promise<{ id: string; status: ContactImportStatus }> {
      const { optInSource } = parseInput(contactImportOptionsSchema, options);
      readHeader(csv);
      const now = clock.now();
      const id = uuidv7(now);
      await sql.transaction(async (tx) => {
        await tx.query(INSERT_IMPORT, [
          id,
          businessId,
          csv,
          optInSource ?? null,
          actor.type,
          actor.id,
          now,
        ]);
        await queue.send(tx, IMPORT_QUEUE_NAMES.run, { importId: id } satisfies ImportJob);
      });
      queue.wake(IMPORT_QUEUE_NAMES.run);
      return { id, status: "running" };
    },

    /** An import's progress and its first rejected rows. */
    async get(businessId: string, id: string): Promise<ContactImportView> {
      const row = await find(businessId, id);
      return importView(row, await sql.query(FIRST_ERRORS, [row.id]));
    },

    /** Every rejected row of an import, as CSV lines (row, phone, reason), a page at a time. */
    async *report(businessId: string, id: string): AsyncGenerator<string> {
      const row = await find(businessId, id);
      yield "row,phone,error\n";
      for (let after = 0; ;) {
        const errors = await sql.query<{ row: number; phone: string | null; message: string }>(
          ALL_ERRORS,
          [row.id, after],
        );
        if (errors.length === 0) return;
        yield errors.map((e) => `${e.row},${csvField(e.phone)},${csvField(e.message)}\n`).join("");
        after = errors[errors.length - 1]!.row;
      }
    },

    /** Starts this process's import worker (once the host has started the queue). */
    async startWorker(): Promise<void> {
      await queue.work<ImportJob>(IMPORT_QUEUE_NAMES.run, { batchSize: 1 }, (job) => run(job.data));
      await queue.workDeadLetters<ImportJob>(
        { name: IMPORT_QUEUE_NAMES.run, options: { deadLetter: IMPORT_QUEUE_NAMES.runDead } },
        async ({ importId }, failure) => {
          await finish(importId, "failed", `The import stopped: ${failure.error}`);
        },
      );
    },
  };
}

export type ContactImports = ReturnType<typeof createContactImports>;

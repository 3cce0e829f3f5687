import {
  notFound,
  segmentFilterSchema,
  segmentInputSchema,
  type SegmentFilter,
  type SegmentView,
  type Sql,
} from "@aizapy/contracts";
import { isUuid, uuidv7 } from "@aizapy/db";
import { ENGAGEMENT_STATUSES } from "../campaigns/engagement-statuses.ts";
import { parseInput } from "../parse-input.ts";

const DAY_MS = 86_400_000;

/**
 * The SQL conditions on `contacts` that a segment's filter makes, its values appended to
 * `params` (so the caller's own parameters come first), on `contacts` unaliased. Attributes
 * compare as text: an imported "3" and an API's 3 are the same.
 */
export function segmentConditions(filter: SegmentFilter, params: unknown[], now: Date): string[] {
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.tags?.length) where.push(`tags @> ${param(filter.tags)}::text[]`);
  if (filter.anyTags?.length) where.push(`tags && ${param(filter.anyTags)}::text[]`);
  for (const [name, value] of Object.entries(filter.attributes ?? {})) {
    where.push(`attributes ->> ${param(name)} = ${param(String(value))}`);
  }
  if (filter.consent) where.push(`"consentStatus" = ${param(filter.consent)}`);
  if (filter.inboundWithinDays) {
    const since = new Date(now.getTime() - filter.inboundWithinDays * DAY_MS);
    where.push(`"lastInboundAt" > ${param(since)}`);
  }
  if (filter.noInboundWithinDays) {
    const since = new Date(now.getTime() - filter.noInboundWithinDays * DAY_MS);
    where.push(`("lastInboundAt" IS NULL OR "lastInboundAt" <= ${param(since)})`);
  }
  if (filter.campaign) {
    // Another business's campaign has no recipients among this business's contacts.
    where.push(`EXISTS (SELECT 1 FROM campaign_recipients r
      WHERE r."campaignId" = ${param(filter.campaign.id)} AND r."contactId" = contacts.id
        AND r.status = ANY(${param(ENGAGEMENT_STATUSES[filter.campaign.engagement])}::text[]))`);
  }
  return where;
}

interface SegmentRow {
  id: string;
  name: string;
  filter: SegmentFilter;
  createdAt: Date;
  updatedAt: Date;
}

const SEGMENT_COLUMNS = `id, name, filter, "createdAt", "updatedAt"`;

export interface SegmentsDeps {
  sql: Sql;
  clock: { now(): Date };
}

/** A business's saved segments, each answered with the contacts it holds now. */
export function createSegments({ sql, clock }: SegmentsDeps) {
  const count = async (businessId: string, filter: SegmentFilter): Promise<number> => {
    const params: unknown[] = [businessId];
    const where = [
      `"businessId" = $1`,
      `"deletedAt" IS NULL`,
      ...segmentConditions(filter, params, clock.now()),
    ];
    const [row] = await sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM contacts WHERE ${where.join(" AND ")}`,
      params,
    );
    return row!.count;
  };

  const view = async (businessId: string, row: SegmentRow): Promise<SegmentView> => ({
    id: row.id,
    name: row.name,
    filter: row.filter,
    count: await count(businessId, row.filter),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  });

  const find = async (businessId: string, id: string, db: Sql = sql): Promise<SegmentRow> => {
    if (!isUuid(id)) throw notFound("Segment");
    const [row] = await db.query<SegmentRow>(
      `SELECT ${SEGMENT_COLUMNS} FROM segments WHERE id = $1 AND "businessId" = $2`,
      [id, businessId],
    );
    if (!row) throw notFound("Segment");
    return row;
  };

  return {
    /** How many contacts a filter holds, as it is being edited. */
    count: async (businessId: string, input: unknown) =>
      ({ count: await count(businessId, parseInput(segmentFilterSchema, input)) }) as const,

    /** A segment's filter, to read its contacts by (not found for another business's). */
    /** Read in `db` when given: inside a transaction on PGlite, its only connection. */
    filterOf: async (businessId: string, id: string, db?: Sql) =>
      (await find(businessId, id, db)).filter,

    async list(businessId: string): Promise<SegmentView[]> {
      const rows = await sql.query<SegmentRow>(
        `SELECT ${SEGMENT_COLUMNS} FROM segments WHERE "businessId" = $1 ORDER BY name, id LIMIT 500`,
        [businessId],
      );
      return Promise.all(rows.map((row) => view(businessId, row)));
    },

    get: async (businessId: string, id: string) => view(businessId, await find(businessId, id)),

    async create(businessId: string, input: unknown): Promise<SegmentView> {
      const { name, filter } = parseInput(segmentInputSchema, input);
      const now = clock.now();
      const [row] = await sql.query<SegmentRow>(
        `INSERT INTO segments (id, "businessId", name, filter, "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4::jsonb, $5, $5) RETURNING ${SEGMENT_COLUMNS}`,
        [uuidv7(now), businessId, name, JSON.stringify(filter), now],
      );
      return view(businessId, row!);
    },

    async update(businessId: string, id: string, input: unknown): Promise<SegmentView> {
      const { name, filter } = parseInput(segmentInputSchema, input);
      if (!isUuid(id)) throw notFound("Segment");
      const [row] = await sql.query<SegmentRow>(
        `UPDATE segments SET name = $3, filter = $4::jsonb, "updatedAt" = $5
         WHERE id = $1 AND "businessId" = $2 RETURNING ${SEGMENT_COLUMNS}`,
        [id, businessId, name, JSON.stringify(filter), clock.now()],
      );
      if (!row) throw notFound("Segment");
      return view(businessId, row);
    },

    async remove(businessId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound("Segment");
      const [row] = await sql.query(
        `DELETE FROM segments WHERE id = $1 AND "businessId" = $2 RETURNING id`,
        [id, businessId],
      );
      if (!row) throw notFound("Segment");
    },
  };
}

export type Segments = ReturnType<typeof createSegments>;

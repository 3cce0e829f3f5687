import {
  AppError,
  createCampaignInputSchema,
  listCampaignRecipientsInputSchema,
  listCampaignsInputSchema,
  notFound,
  retargetInputSchema,
  type CampaignRecipientView,
  type CampaignView,
  type Preflight,
  type SegmentFilter,
  type Sql,
} from "@aizapy/contracts";
import { isUuid, uuidv7, type JobQueue } from "@aizapy/db";
import { decodeCursor, encodeCursor } from "../cursor.ts";
import { parseInput } from "../parse-input.ts";
import { readWorkspaceSettings } from "../settings/workspace-settings.ts";
import { audienceQuery } from "./audience.ts";
import {
  CAMPAIGN_COLUMNS,
  campaignView,
  RECIPIENT_COLUMNS,
  recipientView,
  type CampaignRow,
  type RecipientRow,
} from "./campaign-rows.ts";
import { CAMPAIGN_QUEUE_NAMES, type CampaignJob } from "./campaign-queues.ts";
import { messagingCapacity } from "./sending-rules.ts";

const campaignNotFound = () => notFound("Campaign");

const TEMPLATE = `SELECT category, "parameterCount" FROM message_templates
  WHERE "businessId" = $1 AND name = $2 AND language = $3 AND status = 'approved'`;

const PRICE = `SELECT "priceInr"::text AS price FROM rate_cards
  WHERE category = $1 AND "effectiveFrom" <= $2 ORDER BY "effectiveFrom" DESC LIMIT 1`;

const INSERT = `
  INSERT INTO campaigns (id, "businessId", name, status, "templateName", "templateLanguage",
    "templateCategory", parameters, audience, "retargetOf", "scheduledAt", "holdoutPercent",
    "marketingLimitRetries", "createdAt", "updatedAt")
  VALUES ($1, $2, $3, 'draft', $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $13)
  RETURNING ${CAMPAIGN_COLUMNS}`;

const PAGE = `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns
  WHERE "businessId" = $1 AND ($2::uuid IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`;

const conflict = (message: string) => new AppError("conflict", message);

export interface CampaignsDeps {
  sql: Sql;
  queue: JobQueue;
  clock: { now(): Date };
  /** A saved segment's filter, read in `db` (not found for another business's). */
  segmentFilter(businessId: string, segmentId: string, db?: Sql): Promise<SegmentFilter>;
}

/** A business's campaigns: drafts, their preflight, launch, pause, resume, cancel, retarget. */
export function createCampaigns({ sql, queue, clock, segmentFilter }: CampaignsDeps) {
  const find = async (db: Sql, businessId: string, id: string, lock = false) => {
    if (!isUuid(id)) throw campaignNotFound();
    const [row] = await db.query<CampaignRow>(
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE id = $1 AND "businessId" = $2${lock ? " FOR UPDATE" : ""}`,
      [id, businessId],
    );
    if (!row) throw campaignNotFound();
    return row;
  };

  /** The approved template a campaign sends, checked against the parameters it fills. */
  const approvedTemplate = async (
    db: Sql,
    businessId: string,
    template: { name: string; language: string; parameters: unknown[] },
  ) => {
    const [found] = await db.query<{ category: string; parameterCount: number }>(TEMPLATE, [
      businessId,
      template.name,
      template.language,
    ]);
    if (!found) {
      throw new AppError(
        "template_not_found",
        `No approved template named ${template.name} in ${template.language}.`,
        { details: { name: template.name, language: template.language } },
      );
    }
    if (found.parameterCount !== template.parameters.length) {
      throw new AppError(
        "template_params_mismatch",
        `Template ${template.name} takes ${found.parameterCount} parameter(s); ${template.parameters.length} given.`,
        { details: { expected: found.parameterCount, received: template.parameters.length } },
      );
    }
    return found;
  };

  /** Each audience contact with why it is left out (null: it is sent), and the repeats. */
  const classify = async (db: Sql, campaign: CampaignRow, now: Date) => {
    const settings = await readWorkspaceSettings(db, campaign.businessId);
    const segment = campaign.audience?.segmentId
      ? await segmentFilter(campaign.businessId, campaign.audience.segmentId, db)
      : null;
    return audienceQuery(campaign, {
      marketing: campaign.templateCategory === "marketing",
      frequencyCap: settings.marketingFrequencyCap,
      segment,
      now,
    });
  };

  const price = async (db: Sql, category: string | null, now: Date) => {
    const [row] = await db.query<{ price: string }>(PRICE, [category ?? "marketing", now]);
    return row?.price ?? "0";
  };

  const insertDraft = async (
    db: Sql,
    businessId: string,
    draft: {
      name: string;
      template: { name: string; language: string; parameters: unknown[] };
      audience: unknown;
      retargetOf: unknown;
      scheduledAt: Date | null;
      holdoutPercent: number;
      marketingLimitRetries: number;
    },
  ) => {
    const template = await approvedTemplate(db, businessId, draft.template);
    const now = clock.now();
    const [row] = await db.query<CampaignRow>(INSERT, [
      uuidv7(now),
      businessId,
      draft.name,
      draft.template.name,
      draft.template.language,
      template.category,
      JSON.stringify(draft.template.parameters),
      draft.audience === null ? null : JSON.stringify(draft.audience),
      draft.retargetOf === null ? null : JSON.stringify(draft.retargetOf),
      draft.scheduledAt,
      draft.holdoutPercent,
      draft.marketingLimitRetries,
      now,
    ]);
    return campaignView(db, row!);
  };

  /** Moves a campaign from one of `from` to `to`, or answers 409 naming where it is. */
  const transition = async (
    businessId: string,
    id: string,
    from: readonly string[],
    change: (tx: Sql, row: CampaignRow) => Promise<void>,
  ): Promise<CampaignView> =>
    sql.transaction(async (tx) => {
      const row = await find(tx, businessId, id, true);
      if (!from.includes(row.status)) {
        throw conflict(`The campaign is ${row.status}; this needs it to be ${from.join(" or ")}.`);
      }
      await change(tx, row);
      return campaignView(tx, await find(tx, businessId, id));
    });

  /** Starts sending (or waits for the scheduled time): the job is written with the change. */
  const startSending = async (tx: Sql, row: CampaignRow, now: Date) => {
    const later = row.scheduledAt && new Date(row.scheduledAt) > now;
    await tx.query(
      `UPDATE campaigns SET status = $2, "waitingFor" = NULL, "updatedAt" = $3 WHERE id = $1`,
      [row.id, later ? "scheduled" : "sending", now],
    );
    await queue.send(
      tx,
      CAMPAIGN_QUEUE_NAMES.send,
      { campaignId: row.id } satisfies CampaignJob,
      later ? { startAfter: new Date(row.scheduledAt!) } : {},
    );
  };

  return {
    async create(businessId: string, input: unknown): Promise<CampaignView> {
      const draft = parseInput(createCampaignInputSchema, input);
      if (draft.audience.segmentId) await segmentFilter(businessId, draft.audience.segmentId);
      return insertDraft(sql, businessId, {
        ...draft,
        retargetOf: null,
        scheduledAt: draft.scheduledAt ?? null,
      });
    },

    async list(businessId: string, input: unknown) {
      const { cursor, limit } = parseInput(listCampaignsInputSchema, input);
      const after = cursor === undefined ? null : decodeCursor(cursor);
      const rows = await sql.query<CampaignRow>(PAGE, [businessId, after, limit + 1]);
      const page = rows.slice(0, limit);
      return {
        items: await Promise.all(page.map((row) => campaignView(sql, row))),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.id) : null,
      };
    },

    get: async (businessId: string, id: string) =>
      campaignView(sql, await find(sql, businessId, id)),

    /** What launching now would send, leave out, and cost. */
    async preflight(businessId: string, id: string): Promise<Preflight> {
      const campaign = await find(sql, businessId, id);
      const now = clock.now();
      const { text, params } = await classify(sql, campaign, now);
      const [counts] = await sql.query<Record<string, number>>(
        `SELECT count(*) FILTER (WHERE excluded IS NULL)::int AS eligible,
           count(*) FILTER (WHERE excluded = 'optedOut')::int AS "optedOut",
           count(*) FILTER (WHERE excluded = 'invalid')::int AS invalid,
           count(*) FILTER (WHERE excluded = 'frequencyCap')::int AS "frequencyCap",
           coalesce(sum(entries) - count(*), 0)::int AS duplicate
         FROM (${text}) audience`,
        params,
      );
      const eligible = counts!.eligible!;
      const holdout = Math.floor((eligible * campaign.holdoutPercent) / 100);
      const toSend = eligible - holdout;
      const capacity = await messagingCapacity(sql, businessId, now);
      const unitPrice = Number(await price(sql, campaign.templateCategory, now));
      return {
        eligible,
        excluded: {
          optedOut: counts!.optedOut!,
          invalid: counts!.invalid!,
          duplicate: counts!.duplicate!,
          frequencyCap: counts!.frequencyCap!,
          overCapacity: capacity.remaining === null ? 0 : Math.max(0, toSend - capacity.remaining),
        },
        holdout,
        estimatedCost: { currency: "INR", amount: (toSend * unitPrice).toFixed(2) },
        capacity,
      };
    },

    /**
     * Takes the audience as it is now (the eligible contacts, the holdout drawn among them) and
     * starts sending, or schedules it. A campaign is launched once.
     */
    launch: (businessId: string, id: string) =>
      transition(businessId, id, ["draft"], async (tx, campaign) => {
        const now = clock.now();
        await approvedTemplate(tx, businessId, {
          name: campaign.templateName,
          language: campaign.templateLanguage,
          parameters: campaign.parameters,
        });
        const { text, params } = await classify(tx, campaign, now);
        params.push(campaign.id, campaign.holdoutPercent, now);
        const [c, holdoutPercent, at] = [params.length - 2, params.length - 1, params.length];
        // The holdout is the eligible contacts whose hash with the campaign's id is lowest: random
        // across contacts, the same on every run of the same campaign.
        const [excluded] = await tx.query<{ excluded: Record<string, number> | null }>(
          `WITH audience AS (${text}),
           eligible AS (
             SELECT id, phone,
               row_number() OVER (ORDER BY md5($${c}::text || id::text)) AS draw,
               count(*) OVER () AS total
             FROM audience WHERE excluded IS NULL),
           inserted AS (
             INSERT INTO campaign_recipients ("campaignId", "contactId", "businessId", phone, status,
               "updatedAt")
             SELECT $${c}::uuid, id, $1, phone,
               CASE WHEN draw <= floor(total * $${holdoutPercent}::int / 100) THEN 'holdout'
                 ELSE 'pending' END, $${at}
             FROM eligible)
           SELECT jsonb_strip_nulls(jsonb_build_object(
             'optedOut', nullif(count(*) FILTER (WHERE excluded = 'optedOut'), 0),
             'invalid', nullif(count(*) FILTER (WHERE excluded = 'invalid'), 0),
             'frequencyCap', nullif(count(*) FILTER (WHERE excluded = 'frequencyCap'), 0),
             'duplicate', nullif(coalesce(sum(entries) - count(*), 0), 0))) AS excluded
           FROM audience`,
          params,
        );
        await tx.query(
          `UPDATE campaigns SET excluded = $2::jsonb, "priceInr" = $3::numeric, "launchedAt" = $4,
             "updatedAt" = $4 WHERE id = $1`,
          [
            campaign.id,
            JSON.stringify(excluded?.excluded ?? {}),
            await price(tx, campaign.templateCategory, now),
            now,
          ],
        );
        await startSending(tx, campaign, now);
      }),

    /** Stops sending after the batch in flight; what was sent goes on. */
    pause: (businessId: string, id: string) =>
      transition(businessId, id, ["scheduled", "sending"], async (tx, campaign) => {
        await tx.query(
          `UPDATE campaigns SET status = 'paused', "waitingFor" = NULL, "updatedAt" = $2 WHERE id = $1`,
          [campaign.id, clock.now()],
        );
      }),

    resume: (businessId: string, id: string) =>
      transition(businessId, id, ["paused"], (tx, campaign) =>
        startSending(tx, campaign, clock.now()),
      ),

    /** Ends the campaign: the recipients not yet sent (or waiting to be tried again) never are. */
    cancel: (businessId: string, id: string) =>
      transition(
        businessId,
        id,
        ["draft", "scheduled", "sending", "paused"],
        async (tx, campaign) => {
          const now = clock.now();
          await tx.query(
            `UPDATE campaign_recipients SET status = 'cancelled', "nextAttemptAt" = NULL, "updatedAt" = $2
           WHERE "campaignId" = $1 AND status IN ('pending', 'retrying')`,
            [campaign.id, now],
          );
          await tx.query(
            `UPDATE campaigns SET status = 'cancelled', "waitingFor" = NULL, "completedAt" = $2,
             "updatedAt" = $2 WHERE id = $1`,
            [campaign.id, now],
          );
        },
      ),

    /** A new draft to one bucket of a launched campaign's recipients. */
    async retarget(businessId: string, id: string, input: unknown): Promise<CampaignView> {
      const { audience, name, template } = parseInput(retargetInputSchema, input);
      const source = await find(sql, businessId, id);
      if (source.status === "draft") throw conflict("Launch the campaign before retargeting it.");
      return insertDraft(sql, businessId, {
        name: name ?? `${source.name}: ${audience.replaceAll("_", " ")}`,
        template: template ?? {
          name: source.templateName,
          language: source.templateLanguage,
          parameters: source.parameters,
        },
        audience: null,
        retargetOf: { campaignId: source.id, audience },
        scheduledAt: null,
        holdoutPercent: 0,
        marketingLimitRetries: source.marketingLimitRetries,
      });
    },

    /** A campaign's recipients, with each one's message and failure, a page at a time. */
    async recipients(
      businessId: string,
      id: string,
      input: unknown,
    ): Promise<{ items: CampaignRecipientView[]; nextCursor: string | null }> {
      const { status, cursor, limit } = parseInput(listCampaignRecipientsInputSchema, input);
      const campaign = await find(sql, businessId, id);
      const rows = await sql.query<RecipientRow>(
        `SELECT ${RECIPIENT_COLUMNS} FROM campaign_recipients
         WHERE "campaignId" = $1 AND ($2::text IS NULL OR status = $2)
           AND ($3::uuid IS NULL OR "contactId" > $3)
         ORDER BY "contactId" LIMIT $4`,
        [
          campaign.id,
          status ?? null,
          cursor === undefined ? null : decodeCursor(cursor),
          limit + 1,
        ],
      );
      const page = rows.slice(0, limit);
      return {
        items: page.map(recipientView),
        nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.contactId) : null,
      };
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;

import {
  AppError,
  notFound,
  PRICING_CATEGORIES,
  scheduleRateInputSchema,
  type PricingCategory,
  type RateCard,
  type RateView,
} from "@aizapy/contracts";
import { uuidv7 } from "@aizapy/messaging";
import { isUniqueViolation } from "@aizapy/db";
import type { Db, PrismaClient } from "@aizapy/db";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import { assertUuid } from "../ids.ts";
import { validateInput } from "../validate.ts";

const toRateView = (row: {
  id: string;
  category: string;
  priceInr: { toString(): string };
  effectiveFrom: Date;
  createdAt: Date;
}): RateView => ({
  id: row.id,
  category: row.category as PricingCategory,
  priceInr: Number(row.priceInr.toString()),
  effectiveFrom: row.effectiveFrom,
  createdAt: row.createdAt,
});

const inr = (value: number) => `₹${value}`;

export async function getRateCard(db: Db, now = new Date()): Promise<RateCard> {
  const rows = (await db.rateCard.findMany({ orderBy: { effectiveFrom: "asc" } })).map(toRateView);
  const current = PRICING_CATEGORIES.flatMap((category) => {
    const inEffect = rows.filter((r) => r.category === category && r.effectiveFrom <= now).at(-1);
    return inEffect ? [inEffect] : [];
  });
  return { current, scheduled: rows.filter((row) => row.effectiveFrom > now) };
}

/**
 * Schedules a new price for a category from a future date: messages delivered from then on are
 * priced at it (each message is priced when it is delivered).
 */
export async function scheduleRate(
  prisma: PrismaClient,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<RateView> {
  const data = validateInput(scheduleRateInputSchema, input);
  if (data.effectiveFrom <= now) {
    throw new AppError("invalid_request", "The effective date must be in the future", {
      fieldErrors: [{ path: "effectiveFrom", message: "The effective date must be in the future" }],
    });
  }
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.rateCard.create({
        data: {
          id: uuidv7(now),
          category: data.category,
          priceInr: data.priceInr,
          effectiveFrom: data.effectiveFrom,
        },
      });
      await recordAudit(tx, actor, {
        action: "rate_scheduled",
        targetType: "rate_card",
        targetId: row.id,
        details: `Scheduled ${data.category} at ${inr(data.priceInr)} per delivered message from ${data.effectiveFrom.toISOString()}`,
      });
      return toRateView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "A price for this category already starts at that time", {
        fieldErrors: [
          {
            path: "effectiveFrom",
            message: "A price for this category already starts at that time",
          },
        ],
      });
    }
    throw error;
  }
}

/** Withdraws a scheduled price before it takes effect. */
export async function cancelScheduledRate(
  prisma: PrismaClient,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<void> {
  assertUuid(id, "Rate");
  await prisma.$transaction(async (tx) => {
    const row = await tx.rateCard.findUnique({ where: { id } });
    if (!row) throw notFound("Rate");
    if (row.effectiveFrom <= now) {
      throw new AppError(
        "conflict",
        "This price is already in effect; schedule a new one instead.",
      );
    }
    await tx.rateCard.delete({ where: { id } });
    await recordAudit(tx, actor, {
      action: "rate_cancelled",
      targetType: "rate_card",
      targetId: id,
      details: `Withdrew the ${row.category} price of ${inr(Number(row.priceInr))} scheduled from ${row.effectiveFrom.toISOString()}`,
    });
  });
}

import type { PrismaClient } from "../db/prisma-client.ts";
import { sealSecret } from "@aizapy/messaging";
import { istDate, shiftDate } from "@aizapy/contracts";
import { demoBusinesses, demoEnquiries, type DemoBusiness } from "./demo-content.ts";

export const DEMO_DAYS = 90;

export type SeedDemoResult =
  | {
      seeded: true;
      businesses: number;
      apiConfigs: number;
      analyticsDays: number;
      messages: number;
      auditLogs: number;
    }
  | { seeded: false; reason: string };

/** Same numbers on every run, so the demo (and tests that use it) are reproducible. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A believable day: weekly rhythm (quiet Sundays), steady growth over the period, some noise. */
function analyticsDay(business: DemoBusiness, date: string, daysAgo: number, random: () => number) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekly = weekday === 0 ? 0.55 : weekday === 6 ? 0.8 : 1;
  const growth = 1 + 0.25 * ((DEMO_DAYS - daysAgo) / DEMO_DAYS);
  const activity = business.status === "active" ? 1 : business.status === "inactive" ? 0.15 : 0;
  const messagesSent = Math.round(
    business.dailyVolume * weekly * growth * activity * (0.85 + random() * 0.3),
  );
  const deliveryRatePct = messagesSent === 0 ? 0 : Math.min(99.9, 94.5 + random() * 5);
  return {
    date,
    messagesSent,
    deliveryRatePct: deliveryRatePct.toFixed(2),
    avgResponseMs: messagesSent === 0 ? 0 : Math.round(140 + random() * 260),
  };
}

function demoApiKey(random: () => number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return (
    "EAAG" +
    Array.from({ length: 40 }, () => alphabet[Math.floor(random() * alphabet.length)]).join("")
  );
}

/**
 * Fills an empty database with a living demo: businesses with API configurations and 90 days of
 * analytics, contact enquiries in every status, and an audit trail. Leaves a database that
 * already has businesses untouched.
 */
export async function seedDemo(
  prisma: PrismaClient,
  options: { appSecret: string; now?: Date },
): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const random = seededRandom(20251915);
  const today = istDate(now);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  return prisma.$transaction(
    async (tx) => {
      if ((await tx.business.count()) > 0) {
        return {
          seeded: false,
          reason: "the database already has businesses; the demo is only added to an empty one",
        } as const;
      }
      const admin = await tx.admin.findFirst({ orderBy: { createdAt: "asc" } });
      const actorId = admin?.id ?? "system";
      const actorType = admin ? "admin" : "system";

      let apiConfigs = 0;
      let analyticsDays = 0;
      const audit: {
        actorId: string;
        actorType: string;
        action: string;
        targetType?: string;
        targetId?: string;
        details?: string;
        timestamp: Date;
      }[] = [];

      for (const [index, demo] of demoBusinesses.entries()) {
        const createdAt = hoursAgo(24 * (DEMO_DAYS + 30 - index * 4));
        const business = await tx.business.create({
          data: {
            name: demo.name,
            whatsappNumber: demo.whatsappNumber,
            plan: demo.plan,
            status: demo.status,
            createdAt,
          },
        });
        audit.push({
          actorId,
          actorType,
          action: "create",
          targetType: "business",
          targetId: business.id,
          details: `Registered business ${demo.name} (${demo.industry})`,
          timestamp: createdAt,
        });

        const config = await tx.apiConfig.create({
          data: {
            businessId: business.id,
            provider: demo.provider,
            apiKey: sealSecret(demoApiKey(random), options.appSecret),
            webhookUrl: demo.webhookUrl ?? null,
            isActive: demo.status === "active",
            createdAt,
          },
        });
        apiConfigs++;
        audit.push({
          actorId,
          actorType,
          action: "create",
          targetType: "api_config",
          targetId: config.id,
          details: `Connected ${demo.provider} API for ${demo.name}`,
          timestamp: new Date(createdAt.getTime() + 3_600_000),
        });

        const days = Array.from({ length: DEMO_DAYS }, (_, daysAgo) => ({
          businessId: business.id,
          ...analyticsDay(demo, shiftDate(today, daysAgo), daysAgo, random),
        }));
        await tx.analyticsDaily.createMany({ data: days });
        analyticsDays += days.length;
      }

      for (const enquiry of demoEnquiries) {
        const createdAt = hoursAgo(enquiry.hoursAgo);
        const message = await tx.contactMessage.create({
          data: {
            name: enquiry.name,
            email: enquiry.email,
            company: enquiry.company ?? null,
            phone: enquiry.phone ?? null,
            subject: enquiry.subject,
            message: enquiry.message,
            status: enquiry.status,
            createdAt,
            updatedAt:
              enquiry.status === "unread"
                ? createdAt
                : new Date(createdAt.getTime() + 2 * 3_600_000),
          },
        });
        if (enquiry.status !== "unread") {
          audit.push({
            actorId,
            actorType,
            action: "update",
            targetType: "contact_message",
            targetId: message.id,
            details: `Marked message from ${enquiry.name} as ${enquiry.status}`,
            timestamp: new Date(createdAt.getTime() + 2 * 3_600_000),
          });
        }
      }

      for (const daysAgo of [0, 1, 2, 4, 7, 11]) {
        audit.push({
          actorId,
          actorType,
          action: "login",
          targetType: "admin",
          targetId: actorId,
          details: "Signed in to the admin console",
          timestamp: hoursAgo(24 * daysAgo + 3),
        });
      }
      audit.push({
        actorId,
        actorType,
        action: "update",
        targetType: "platform_settings",
        targetId: "global",
        details: "Turned New User Signup on",
        timestamp: hoursAgo(24 * 12),
      });
      audit.push({
        actorId,
        actorType,
        action: "logout",
        targetType: "admin",
        targetId: actorId,
        details: "Signed out of the admin console",
        timestamp: hoursAgo(24 * 4 + 1),
      });

      await tx.auditLog.createMany({ data: audit });
      return {
        seeded: true,
        businesses: demoBusinesses.length,
        apiConfigs,
        analyticsDays,
        messages: demoEnquiries.length,
        auditLogs: audit.length,
      } as const;
    },
    { timeout: 60_000 },
  );
}

import {
  createSimulatedTraffic,
  DEFAULT_DELIVERY_LIMITS,
  DEFAULT_SANDBOX_TIMINGS,
  generateApiKey,
  generateWebhookSecret,
  sealSecret,
  uuidv7,
  type SendRequest,
} from "@aizapy/messaging";
import { templatePlaceholderCount } from "@aizapy/contracts";
import type { Database } from "@aizapy/db";
import { demoBusinesses, demoEnquiries, type DemoBusiness } from "./demo-content.ts";

export const DEMO_DAYS = 90;

/**
 * The demo sends this fraction of each business's typical volume: enough for real trends in every
 * chart, few enough that the whole history is written in seconds.
 */
export const DEMO_VOLUME_SCALE = 1 / 4000;

export type SeedDemoResult =
  | {
      seeded: true;
      businesses: number;
      apiConfigs: number;
      templates: number;
      whatsappMessages: number;
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

/** Every demo business's templates: what Indian businesses send most. */
const DEMO_TEMPLATES = [
  {
    name: "order_update",
    category: "utility",
    body: "Hi {{1}}, your order {{2}} is on its way. Track it any time by replying TRACK.",
    parameters: (random: () => number) => [
      pick(FIRST_NAMES, random),
      `#${10_000 + Math.floor(random() * 90_000)}`,
    ],
  },
  {
    name: "festive_offer",
    category: "marketing",
    body: "{{1}}, our festive sale is live: {{2}} off on everything till Sunday!",
    parameters: (random: () => number) => [
      pick(FIRST_NAMES, random),
      pick(["10%", "15%", "20%", "25%"], random),
    ],
  },
  {
    name: "login_code",
    category: "authentication",
    body: "{{1}} is your verification code. It expires in 10 minutes.",
    parameters: (random: () => number) => [String(100_000 + Math.floor(random() * 900_000))],
  },
] as const;

const FIRST_NAMES = [
  "Priya",
  "Arjun",
  "Neha",
  "Karthik",
  "Fatima",
  "Rajesh",
  "Amit",
  "Sourav",
  "Ananya",
  "Imran",
];
const QUESTIONS = [
  "Is my order shipped?",
  "Can I change the delivery address?",
  "Do you have this in a larger size?",
  "What time do you close today?",
  "Can I get a refund for the damaged item?",
];
const REPLIES = [
  "Yes! It left our warehouse this morning and reaches you tomorrow.",
  "Done, we have updated the address on your order.",
  "We do, shall we reserve one for you?",
  "We are open till 9 pm today.",
  "Sorry about that! A refund is on its way to your original payment method.",
];

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)]!;

/** How many messages a business sends on a day: a weekly rhythm, growth, noise. */
function messagesOn(
  business: DemoBusiness,
  daysAgo: number,
  weekday: number,
  random: () => number,
): number {
  if (business.status !== "active") return 0;
  const weekly = weekday === 0 ? 0.55 : weekday === 6 ? 0.8 : 1;
  const growth = 1 + 0.25 * ((DEMO_DAYS - daysAgo) / DEMO_DAYS);
  const expected =
    business.dailyVolume * DEMO_VOLUME_SCALE * weekly * growth * (0.85 + random() * 0.3);
  // A fraction of a message becomes one with that probability, so small businesses send some days.
  return Math.floor(expected) + (random() < expected % 1 ? 1 : 0);
}

/** A customer of the business: mostly reachable; a few (numbers ending 0000) undeliverable. */
function customerNumber(businessIndex: number, random: () => number): string {
  const undeliverable = random() < 0.03;
  const customer = Math.floor(random() * 400);
  const middle = String(7_000 + businessIndex * 50 + Math.floor(customer / 10)).padStart(4, "0");
  const last = undeliverable
    ? "0000"
    : String(1000 + (customer % 10) * 811 + businessIndex).slice(-4);
  return `+9190${middle}${last}`;
}

/**
 * Fills an empty database with a living demo: a dozen businesses on the sandbox, each with an API
 * key and templates, and 90 days of their WhatsApp traffic sent through the platform's own accept
 * and delivery path (so the dashboard, charts, usage and statuses are real figures); contact
 * enquiries in every status, and an audit trail. Leaves a database that already has businesses
 * untouched.
 */
export async function seedDemo(
  database: Pick<Database, "prisma" | "sql">,
  options: { appSecret: string; now?: Date },
): Promise<SeedDemoResult> {
  const { prisma, sql } = database;
  const now = options.now ?? new Date();
  const random = seededRandom(20251915);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  if ((await prisma.business.count()) > 0) {
    return {
      seeded: false,
      reason: "the database already has businesses; the demo is only added to an empty one",
    };
  }
  const admin = await prisma.admin.findFirst({ orderBy: { createdAt: "asc" } });
  const actor = { actorId: admin?.id ?? "system", actorType: admin ? "admin" : "system" };
  const audit: {
    action: string;
    targetType?: string;
    targetId?: string;
    details: string;
    timestamp: Date;
  }[] = [];

  const senders: {
    demo: DemoBusiness;
    index: number;
    businessId: string;
    apiConfigId: string;
    apiKeyId: string;
  }[] = [];
  for (const [index, demo] of demoBusinesses.entries()) {
    const createdAt = hoursAgo(24 * (DEMO_DAYS + 30 - index * 4));
    const business = await prisma.business.create({
      data: {
        name: demo.name,
        whatsappNumber: demo.whatsappNumber,
        plan: demo.plan,
        status: demo.status,
        createdAt,
      },
    });
    const config = await prisma.apiConfig.create({
      data: {
        businessId: business.id,
        provider: "sandbox",
        apiKey: sealSecret(`sandbox-${generateApiKey().key.slice(4, 28)}`, options.appSecret),
        isActive: demo.status === "active",
        createdAt: new Date(createdAt.getTime() + 3_600_000),
      },
    });
    const key = generateApiKey();
    const apiKey = await prisma.apiKey.create({
      data: {
        id: uuidv7(createdAt),
        businessId: business.id,
        name: "Production",
        prefix: key.prefix,
        keyHash: key.keyHash,
        createdAt: new Date(createdAt.getTime() + 2 * 3_600_000),
      },
    });
    await prisma.messageTemplate.createMany({
      data: DEMO_TEMPLATES.map((template) => ({
        id: uuidv7(createdAt),
        businessId: business.id,
        name: template.name,
        language: "en",
        category: template.category,
        body: template.body,
        parameterCount: templatePlaceholderCount(template.body)!,
        status: "approved",
        createdAt,
        updatedAt: createdAt,
      })),
    });
    audit.push(
      {
        action: "business_created",
        targetType: "business",
        targetId: business.id,
        details: `Added ${demo.name} (${demo.whatsappNumber}) on the ${demo.plan} plan`,
        timestamp: createdAt,
      },
      {
        action: "api_config_created",
        targetType: "api_config",
        targetId: config.id,
        details: `Added the sandbox configuration for ${demo.name}`,
        timestamp: config.createdAt,
      },
      {
        action: "api_key_created",
        targetType: "api_key",
        targetId: apiKey.id,
        details: `Created API key "Production" (${key.prefix}…) for ${demo.name}`,
        timestamp: apiKey.createdAt,
      },
    );
    senders.push({
      demo,
      index,
      businessId: business.id,
      apiConfigId: config.id,
      apiKeyId: apiKey.id,
    });
  }

  const traffic = createSimulatedTraffic({
    sql,
    appSecret: options.appSecret,
    sandbox: DEFAULT_SANDBOX_TIMINGS,
    delivery: DEFAULT_DELIVERY_LIMITS,
    pickupDelayMs: () => 60 + Math.round(random() * 340),
  });
  let whatsappMessages = 0;
  for (let daysAgo = DEMO_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = hoursAgo(24 * daysAgo + 12);
    const weekday = dayStart.getUTCDay();
    const events: { at: Date; run: () => Promise<void> }[] = [];
    for (const sender of senders) {
      const caller = {
        apiKeyId: sender.apiKeyId,
        businessId: sender.businessId,
        businessStatus: "active" as const,
      };
      const count = messagesOn(sender.demo, daysAgo, weekday, random);
      for (let n = 0; n < count; n++) {
        const at = new Date(dayStart.getTime() + Math.floor(random() * 11 * 3_600_000));
        // Traffic ends a little before now, so every message has reached its last status.
        if (at.getTime() > now.getTime() - 15 * 60_000) continue;
        const to = customerNumber(sender.index, random);
        if (random() < 0.2) {
          // A customer writes first; the business answers in the service window, for free.
          const question = Math.floor(random() * QUESTIONS.length);
          const reply = new Date(at.getTime() + 60_000 + Math.floor(random() * 600_000));
          events.push({
            at,
            run: () =>
              traffic.inbound(
                {
                  businessId: sender.businessId,
                  apiConfigId: sender.apiConfigId,
                  from: to,
                  text: QUESTIONS[question]!,
                  providerMessageId: `wamid.demo.in.${uuidv7(at)}`,
                },
                at,
              ),
          });
          if (reply.getTime() <= now.getTime() - 5 * 60_000) {
            events.push({
              at: reply,
              run: async () => {
                const request: SendRequest = {
                  type: "text",
                  message: { to, type: "text", text: { body: REPLIES[question]! } },
                };
                if ("messageId" in (await traffic.send(caller, request, reply))) whatsappMessages++;
              },
            });
          }
          continue;
        }
        const template = DEMO_TEMPLATES[random() < 0.55 ? 0 : random() < 0.7 ? 1 : 2];
        const parameters = template
          .parameters(random)
          .map((text) => ({ type: "text" as const, text }));
        events.push({
          at,
          run: async () => {
            const request: SendRequest = {
              type: "template",
              message: {
                to,
                template: {
                  name: template.name,
                  language: "en",
                  components: [{ type: "body", parameters }],
                },
              },
            };
            if ("messageId" in (await traffic.send(caller, request, at))) whatsappMessages++;
          },
        });
      }
    }
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const event of events) {
      await traffic.runUntil(event.at);
      await event.run();
    }
    await traffic.runUntil(daysAgo === 0 ? now : new Date(dayStart.getTime() + 24 * 3_600_000));
  }

  // Webhook endpoints go on after the history, so it is not replayed to them.
  for (const sender of senders) {
    if (!sender.demo.webhookUrl) continue;
    await prisma.apiConfig.update({
      where: { id: sender.apiConfigId },
      data: {
        webhookUrl: sender.demo.webhookUrl,
        webhookSecret: sealSecret(generateWebhookSecret(), options.appSecret),
      },
    });
  }

  for (const enquiry of demoEnquiries) {
    const createdAt = hoursAgo(enquiry.hoursAgo);
    const message = await prisma.contactMessage.create({
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
          enquiry.status === "unread" ? createdAt : new Date(createdAt.getTime() + 2 * 3_600_000),
      },
    });
    if (enquiry.status !== "unread") {
      audit.push({
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
      action: "login",
      targetType: "admin",
      targetId: actor.actorId,
      details: "Signed in to the admin console",
      timestamp: hoursAgo(24 * daysAgo + 3),
    });
  }
  audit.push(
    {
      action: "update",
      targetType: "platform_settings",
      targetId: "global",
      details: "Turned New User Signup on",
      timestamp: hoursAgo(24 * 12),
    },
    {
      action: "logout",
      targetType: "admin",
      targetId: actor.actorId,
      details: "Signed out of the admin console",
      timestamp: hoursAgo(24 * 4 + 1),
    },
  );
  await prisma.auditLog.createMany({ data: audit.map((entry) => ({ ...actor, ...entry })) });

  return {
    seeded: true,
    businesses: senders.length,
    apiConfigs: senders.length,
    templates: senders.length * DEMO_TEMPLATES.length,
    whatsappMessages,
    messages: demoEnquiries.length,
    auditLogs: audit.length,
  };
}

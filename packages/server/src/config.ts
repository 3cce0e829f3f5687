import path from "node:path";
import { ConfigError } from "@aizapy/contracts";
import type { DatabaseTarget } from "@aizapy/db";
import {
  DEFAULT_DELIVERY_LIMITS,
  DEFAULT_GRAPH_URL,
  DEFAULT_SANDBOX_TIMINGS,
  sandboxTimings,
  type DeliveryLimits,
  type SandboxTimings,
} from "@aizapy/messaging";
import { z } from "zod";

const DEVELOPMENT_APP_SECRET = "aizapy-development-secret-not-for-production";
const DEFAULT_MAIL_FROM = "Ai Zapy <no-reply@aizapy.com>";

const integer = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const environmentSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default("development")),
  PORT: z.preprocess(emptyAsUndefined, integer("PORT", 0, 65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value),
        "DATABASE_URL must be a postgresql:// URL",
      )
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
  APP_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  ),
  LOGIN_MAX_FAILURES_PER_USER: z.preprocess(
    emptyAsUndefined,
    integer("LOGIN_MAX_FAILURES_PER_USER", 1, 1000).default(5),
  ),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.preprocess(
    emptyAsUndefined,
    integer("LOGIN_MAX_FAILURES_PER_ADDRESS", 1, 10000).default(20),
  ),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.preprocess(
    emptyAsUndefined,
    integer("LOGIN_MAX_FAILURES_PER_ACCOUNT", 1, 10000).default(20),
  ),
  LOGIN_THROTTLE_WINDOW_MINUTES: z.preprocess(
    emptyAsUndefined,
    integer("LOGIN_THROTTLE_WINDOW_MINUTES", 1, 24 * 60).default(15),
  ),
  RATE_LIMIT_CONTACT_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    integer("RATE_LIMIT_CONTACT_PER_MINUTE", 1, 10000).default(5),
  ),
  RATE_LIMIT_SIGNUPS_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    integer("RATE_LIMIT_SIGNUPS_PER_HOUR", 1, 100000).default(10),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, integer("TRUST_PROXY", 0, 10).default(0)),
  ALLOW_PRIVATE_WEBHOOK_TARGETS: z.preprocess(
    emptyAsUndefined,
    z
      .enum(["true", "false"], { error: "ALLOW_PRIVATE_WEBHOOK_TARGETS must be true or false" })
      .default("false"),
  ),
  WHATSAPP_GRAPH_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^https?:\/\//.test(value) && URL.canParse(value),
        "WHATSAPP_GRAPH_URL must be an http(s) URL",
      )
      .default(DEFAULT_GRAPH_URL),
  ),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, "WHATSAPP_VERIFY_TOKEN must be at least 8 characters").optional(),
  ),
  WHATSAPP_THROUGHPUT_PER_SECOND: z.preprocess(
    emptyAsUndefined,
    integer("WHATSAPP_THROUGHPUT_PER_SECOND", 1, 1000).default(
      DEFAULT_DELIVERY_LIMITS.throughputPerSecond,
    ),
  ),
  WHATSAPP_UNKNOWN_OUTCOME_WAIT_SECONDS: z.preprocess(
    emptyAsUndefined,
    integer("WHATSAPP_UNKNOWN_OUTCOME_WAIT_SECONDS", 1, 3600).default(
      DEFAULT_DELIVERY_LIMITS.unknownOutcomeWaitMs / 1000,
    ),
  ),
  SANDBOX_DELIVERED_AFTER_MS: z.preprocess(
    emptyAsUndefined,
    integer("SANDBOX_DELIVERED_AFTER_MS", 0, 600_000).default(
      DEFAULT_SANDBOX_TIMINGS.deliveredAfterMs,
    ),
  ),
  SANDBOX_READ_AFTER_MS: z.preprocess(
    emptyAsUndefined,
    integer("SANDBOX_READ_AFTER_MS", 0, 600_000).default(DEFAULT_SANDBOX_TIMINGS.readAfterMs),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^(smtps?):\/\//.test(value) && URL.canParse(value),
        "SMTP_URL must be an smtp:// or smtps:// URL",
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().max(200, "MAIL_FROM must be at most 200 characters").default(DEFAULT_MAIL_FROM),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^(https?):\/\//.test(value) && URL.canParse(value),
        "PUBLIC_URL must be an http(s) URL",
      )
      .optional(),
  ),
  DASHBOARD_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^(https?):\/\//.test(value) && URL.canParse(value),
        "DASHBOARD_URL must be an http(s) URL",
      )
      .optional(),
  ),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  STORYBOOK_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
});

export interface AppConfig {
  isProduction: boolean;
  /** Mail for members (SMTP_URL, MAIL_FROM) and the origin links in mails start with. */
  mail: { smtpUrl: string | undefined; from: string; publicUrl: string };
  /** DASHBOARD_URL: where /login and /signup send visitors when the workspace runs elsewhere. */
  dashboardUrl: string | undefined;
  port: number;
  /** Interface to listen on; undefined = every interface. */
  host: string | undefined;
  database: DatabaseTarget;
  /** Where files uploaded to /v1/media are kept: MEDIA_DIR, else DATA_DIR's `media` folder. */
  mediaDir: string;
  initialAdmin: { username: string; password: string } | undefined;
  /** Key material for encrypting stored API keys. */
  appSecret: string;
  limits: {
    loginMaxFailuresPerUser: number;
    loginMaxFailuresPerAddress: number;
    loginMaxFailuresPerAccount: number;
    loginThrottleWindowMinutes: number;
    contactSubmissionsPerMinute: number;
    signupsPerHour: number;
  };
  /** How many reverse proxies in front of us may set X-Forwarded-For. */
  trustProxyHops: number;
  /**
   * Whether businesses' webhook URLs may point at private, loopback or link-local addresses (and
   * use plain http): true only for development and tests, never in production.
   */
  allowPrivateWebhookTargets: boolean;
  messaging: {
    /** Meta's Graph API (a pinned version), or a stand-in for it. */
    graphUrl: string;
    /** What Meta's webhook subscription handshake must present; unset refuses every handshake. */
    verifyToken: string | undefined;
    sandbox: SandboxTimings;
    delivery: DeliveryLimits;
  };
  webDistDir: string | undefined;
  storybookDistDir: string | undefined;
}

/**
 * Where the operator typed the command: pnpm runs package scripts inside the package folder but
 * records the caller's folder in INIT_CWD, so `DATA_DIR=./data` means the same place for
 * `pnpm start`, `pnpm dev` and `pnpm db:seed:demo` run from the repository root.
 */
function invocationDirectory(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD ?? process.cwd();
}

/** Reads the runtime contract's environment variables; throws ConfigError naming the first problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const received = env[name];
    const shown = /SECRET|PASSWORD|TOKEN/.test(name) ? "" : ` (got "${received}")`;
    throw new ConfigError(`Invalid configuration: ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";

  if (isProduction && !e.APP_SECRET) {
    throw new ConfigError(
      "Invalid configuration: APP_SECRET is required when NODE_ENV=production (at least 32 characters; it encrypts stored API keys)",
    );
  }
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      "Invalid configuration: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither",
    );
  }
  if (e.ADMIN_USERNAME && e.ADMIN_USERNAME.length < 3) {
    throw new ConfigError("Invalid configuration: ADMIN_USERNAME must be at least 3 characters");
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    throw new ConfigError("Invalid configuration: ADMIN_PASSWORD must be at least 8 characters");
  }

  return {
    isProduction,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    },
    dashboardUrl: e.DASHBOARD_URL?.replace(/\/+$/, ""),
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(invocationDirectory(env), e.DATA_DIR) },
    mediaDir: path.resolve(invocationDirectory(env), e.MEDIA_DIR ?? path.join(e.DATA_DIR, "media")),
    initialAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    appSecret: e.APP_SECRET ?? DEVELOPMENT_APP_SECRET,
    limits: {
      loginMaxFailuresPerUser: e.LOGIN_MAX_FAILURES_PER_USER,
      loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginThrottleWindowMinutes: e.LOGIN_THROTTLE_WINDOW_MINUTES,
      contactSubmissionsPerMinute: e.RATE_LIMIT_CONTACT_PER_MINUTE,
      signupsPerHour: e.RATE_LIMIT_SIGNUPS_PER_HOUR,
    },
    trustProxyHops: e.TRUST_PROXY,
    allowPrivateWebhookTargets: e.ALLOW_PRIVATE_WEBHOOK_TARGETS === "true",
    messaging: {
      graphUrl: e.WHATSAPP_GRAPH_URL.replace(/\/+$/, ""),
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
      sandbox: sandboxTimings(e.SANDBOX_DELIVERED_AFTER_MS, e.SANDBOX_READ_AFTER_MS),
      delivery: {
        ...DEFAULT_DELIVERY_LIMITS,
        throughputPerSecond: e.WHATSAPP_THROUGHPUT_PER_SECOND,
        unknownOutcomeWaitMs: e.WHATSAPP_UNKNOWN_OUTCOME_WAIT_SECONDS * 1000,
      },
    },
    webDistDir: e.WEB_DIST_DIR,
    storybookDistDir: e.STORYBOOK_DIST_DIR,
  };
}

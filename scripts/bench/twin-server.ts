// The benchmark's twins: bare node:http handlers doing the same work as the product's paths with
// the raw driver, so `pnpm bench` can divide the product's rate by what the machine and the
// database allow in the same run.
//
//   --kind bare                     fixed JSON: the HTTP limit of the machine
//   --kind postgres --database-url  the dashboard, messages page and contact write on pg
//   --kind pglite --data-dir        the same on PGlite (a copy of the product's data directory)
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { CONSUME_STATEMENT } from "../../packages/messaging/src/rate-limit/rate-limiter.ts";
import {
  DASHBOARD_STATEMENT,
  dashboardParameters,
} from "../../packages/services/src/analytics/get-dashboard-stats.ts";
import { FIND_SESSION } from "../../packages/services/src/auth/session-store.ts";
import { verifyPassword } from "../../packages/services/src/auth/password.ts";
import { generateSessionToken } from "../../packages/services/src/auth/session-token.ts";
import {
  FIND_MEMBER_SESSION,
  MEMBER_SESSION_IDLE_TIMEOUT_MS,
  MEMBER_SESSION_LIFETIME_MS,
} from "../../packages/services/src/accounts/member-sessions.ts";
import { MEMBER_ACCOUNT } from "../../packages/services/src/accounts/member-account.ts";
import { INSERT_MESSAGE } from "../../packages/services/src/contact/submit-contact-message.ts";
import { pgliteOptions, pgliteStartParams } from "../../packages/db/src/open-database.ts";
import { MESSAGES_PAGE_SIZE, MESSAGES_PAGE_STATEMENT } from "./statements.ts";

const { values } = parseArgs({
  options: {
    kind: { type: "string" },
    port: { type: "string" },
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    "contact-limit": { type: "string", default: "5" },
    /** Open PGlite as shipped (its own defaults), for the memory floor. */
    "pglite-defaults": { type: "boolean", default: false },
  },
});

interface Driver {
  // Read-only, as the product's Sql takes them; the drivers do not change the values they send.
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  transaction<T>(work: (query: Driver["query"]) => Promise<T>): Promise<T>;
}

async function openDriver(): Promise<Driver | undefined> {
  if (values.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: values["database-url"] });
    const query: Driver["query"] = async (text, params) =>
      (await pool.query({ text, values: (params ?? []) as unknown[] })).rows;
    return {
      query,
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          const result = await work(
            async (text, params) =>
              (await client.query({ text, values: (params ?? []) as unknown[] })).rows,
          );
          await client.query("COMMIT");
          return result;
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  if (values.kind === "pglite") {
    const db = await PGlite.create(values["data-dir"]!, {
      startParams: values["pglite-defaults"]
        ? [...PGlite.defaultStartParams, "-c", "log_startup_progress_interval=0"]
        : pgliteStartParams,
      extensions: pgliteOptions.extensions,
    });
    return {
      query: async (text, params) => (await db.query<never>(text, params as unknown[])).rows,
      transaction: (work) =>
        db.transaction((tx) =>
          work(async (text, params) => (await tx.query<never>(text, params as unknown[])).rows),
        ),
    };
  }
  return undefined;
}

const driver = await openDriver();
const contactLimit = Number(values["contact-limit"]);

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
};

interface SessionRow {
  revokedAt: Date | null;
  expiresAt: Date;
  lastUsedAt: Date;
}

/** The session check: one lookup by the token's hash, then the same liveness rules. */
async function isSignedIn(req: http.IncomingMessage): Promise<boolean> {
  const token = /^Bearer\s+(\S+)/.exec(req.headers.authorization ?? "")?.[1];
  if (!token) return false;
  const hash = createHash("sha256").update(token).digest("hex");
  const [row] = await driver!.query<SessionRow>(FIND_SESSION, [hash]);
  const now = Date.now();
  return (
    row !== undefined &&
    row.revokedAt === null &&
    row.expiresAt.getTime() > now &&
    row.lastUsedAt.getTime() + 30 * 60_000 > now
  );
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
  });

/** A member's session check, then who they are with their business: `GET /api/auth/me`'s work. */
async function memberAccount(req: http.IncomingMessage): Promise<unknown> {
  const token = /^Bearer\s+(\S+)/.exec(req.headers.authorization ?? "")?.[1];
  if (!token) return undefined;
  const hash = createHash("sha256").update(token).digest("hex");
  const [row] = await driver!.query<SessionRow & { ownerId: string }>(FIND_MEMBER_SESSION, [hash]);
  const now = Date.now();
  if (
    !row ||
    row.revokedAt !== null ||
    row.expiresAt.getTime() <= now ||
    row.lastUsedAt.getTime() + MEMBER_SESSION_IDLE_TIMEOUT_MS <= now
  )
    return undefined;
  const [account] = await driver!.query(MEMBER_ACCOUNT, [row.ownerId]);
  return account;
}

const handlers: Record<
  string,
  (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
> = {
  "GET /dashboard": async (req, res) => {
    if (!(await isSignedIn(req))) return json(res, 401, { message: "Please sign in." });
    const [figures] = await driver!.query(DASHBOARD_STATEMENT, dashboardParameters(new Date()));
    json(res, 200, figures);
  },
  "GET /messages": async (req, res) => {
    if (!(await isSignedIn(req))) return json(res, 401, { message: "Please sign in." });
    json(res, 200, {
      messages: await driver!.query(MESSAGES_PAGE_STATEMENT, [MESSAGES_PAGE_SIZE]),
    });
  },
  "GET /member-me": async (req, res) => {
    const account = await memberAccount(req);
    if (!account) return json(res, 401, { message: "Please sign in." });
    json(res, 200, account);
  },
  // A member's sign-in: find them, check the password (argon2id), open a session.
  "POST /member-login": async (req, res) => {
    const input = JSON.parse(await readBody(req)) as { email: string; password: string };
    const [user] = await driver!.query<{ id: string; password: string }>(
      `SELECT u.id, u.password FROM users u JOIN memberships m ON m."userId" = u.id WHERE u.username = $1`,
      [input.email],
    );
    if (!user || !(await verifyPassword(user.password, input.password)))
      return json(res, 401, { message: "Invalid email or password" });
    const token = `azm_${generateSessionToken()}`;
    const now = new Date();
    await driver!.query(
      `INSERT INTO member_sessions (id, "userId", "tokenHash", "createdAt", "lastUsedAt", "expiresAt", "clientAddress")
       VALUES ($1, $2, $3, $4, $4, $5, $6)`,
      [
        randomUUID(),
        user.id,
        createHash("sha256").update(token).digest("hex"),
        now,
        new Date(now.getTime() + MEMBER_SESSION_LIFETIME_MS),
        req.socket.remoteAddress ?? null,
      ],
    );
    json(res, 200, { token });
  },
  "POST /contact": async (req, res) => {
    const input = JSON.parse(await readBody(req)) as Record<string, string>;
    const address = req.socket.remoteAddress ?? "unknown";
    const now = new Date();
    const interval = 60_000 / contactLimit;
    const receipt = await driver!.transaction(async (query) => {
      // A bucket of its own: on PostgreSQL the twin shares the product's database, and its runs
      // alternate with the product's, so the same bucket would carry one's counts into the other.
      const [limit] = await query<{ allowed: boolean }>(CONSUME_STATEMENT, [
        "twin:contact:address",
        address,
        now.getTime(),
        interval,
        60_000,
      ]);
      if (!limit?.allowed) return null;
      const id = randomUUID();
      await query(INSERT_MESSAGE, [
        id,
        input.name,
        input.email,
        null,
        null,
        input.subject,
        input.message,
        now,
      ]);
      return { id, createdAt: now };
    });
    if (!receipt) return json(res, 429, { message: "Too many messages sent from your network." });
    json(res, 201, receipt);
  },
};

const OK = JSON.stringify({ status: "ok" });
const server = http.createServer((req, res) => {
  if (req.url === "/healthz") {
    res.writeHead(200, { "content-type": "application/json", "content-length": OK.length });
    res.end(OK);
    return;
  }
  const handler = handlers[`${req.method} ${req.url}`];
  if (!handler || !driver) return json(res, 404, { message: "not here" });
  handler(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
});
server.listen(Number(values.port), "127.0.0.1", () => process.send?.("ready"));

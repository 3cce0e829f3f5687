// The messaging benchmark's twin: bare node:http and the raw driver doing, per request, what an
// accepted /v1 template send costs in SQL — the message insert and its pg-boss send job, through
// the product's own job queue (the same pg-boss, queues and options) — and nothing else: no key,
// no limits, no template lookup, no delivery.
//
//   --kind postgres --database-url   a copy of the product's database
//   --kind pglite --data-dir         a copy of the product's data directory
//   --business-id --config-id --api-key-id   the rows the messages belong to
//   --statement transaction   the insert, then pg-boss's send, in one transaction (the default)
//   --statement one           both in one statement, pg-boss's insert embedded as the product's
//                             accept embeds it (JobQueue.embeddedSend)
import { createHash } from "node:crypto";
import http from "node:http";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { renderTemplate } from "../../packages/contracts/src/messaging.ts";
import type { Sql } from "../../packages/contracts/src/sql.ts";
import { pgliteOptions, type QueueConnection } from "../../packages/db/src/open-database.ts";
import { prepareStatements } from "../../packages/db/src/pglite-prepared.ts";
import { uuidv7 } from "../../packages/messaging/src/ids.ts";
import { createJobQueue } from "../../packages/db/src/job-queue.ts";
import { MESSAGING_QUEUES, QUEUES } from "../../packages/messaging/src/queue/queues.ts";
import { ACCEPT_MESSAGE_INSERT } from "./statements.ts";

const { values } = parseArgs({
  options: {
    kind: { type: "string" },
    port: { type: "string" },
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    "business-id": { type: "string" },
    "config-id": { type: "string" },
    "api-key-id": { type: "string" },
    "template-body": { type: "string", default: "Notice {{1}} for you." },
    statement: { type: "string", default: "transaction" },
  },
});

type Query = Sql["query"];
const statementName = (text: string) =>
  `twin_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
const noNesting = () => Promise.reject(new Error("transactions do not nest"));

async function open(): Promise<{ sql: Sql; connection: QueueConnection }> {
  if (values.kind === "postgres") {
    const url = values["database-url"]!;
    const pool = new pg.Pool({ connectionString: url });
    // Prepared once per connection under a name, as the product's driver does (sql.ts).
    const on =
      (client: pg.Pool | pg.PoolClient): Query =>
      async <Row>(text: string, params: readonly unknown[] = []) =>
        (await client.query({ name: statementName(text), text, values: [...params] }))
          .rows as Row[];
    return {
      connection: { kind: "postgres", connectionString: url },
      sql: {
        query: on(pool),
        async transaction(work) {
          const client = await pool.connect();
          try {
            await client.query("BEGIN");
            const result = await work({ query: on(client), transaction: noNesting });
            await client.query("COMMIT");
            return result;
          } catch (error) {
            await client.query("ROLLBACK");
            throw error;
          } finally {
            client.release();
          }
        },
      },
    };
  }
  // Prepared once under a name, as the product's driver does (pglite-prepared.ts).
  const pglite = prepareStatements(await PGlite.create(values["data-dir"]!, pgliteOptions));
  return {
    connection: { kind: "pglite", pglite },
    sql: {
      query: async <Row>(text: string, params: readonly unknown[] = []) =>
        (await pglite.query<Row>(text, [...params])).rows,
      transaction: (work) =>
        pglite.transaction((tx) =>
          work({
            query: async <Row>(text: string, params: readonly unknown[] = []) =>
              (await tx.query<Row>(text, [...params])).rows,
            transaction: noNesting,
          }),
        ),
    },
  };
}

const { sql, connection } = await open();
const queue = createJobQueue({ connection, queues: MESSAGING_QUEUES, onError: () => undefined });
await queue.start();

interface TemplateSend {
  to: string;
  template: { name: string; language: string; components?: { parameters: { text: string }[] }[] };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
};

const embedded = await queue.embeddedSend(QUEUES.messageSend.name);
const ONE_STATEMENT = `WITH stored AS (${ACCEPT_MESSAGE_INSERT} RETURNING id),
  enqueued AS (${embedded.statement("SELECT $14::text FROM stored")}) SELECT 1`;

async function accept(input: TemplateSend): Promise<string> {
  const now = new Date();
  const id = uuidv7(now);
  const parameters = (input.template.components?.[0]?.parameters ?? []).map((p) => p.text);
  const message = [
    id,
    values["business-id"],
    values["config-id"],
    values["api-key-id"],
    input.to,
    "template",
    renderTemplate(values["template-body"]!, parameters),
    input.template.name,
    input.template.language,
    JSON.stringify(parameters),
    "utility",
    false,
    now,
  ];
  if (values.statement === "one") {
    await sql.query(ONE_STATEMENT, [...message, await embedded.jobs({ messageId: id })]);
    return id;
  }
  await sql.transaction(async (tx) => {
    await tx.query(ACCEPT_MESSAGE_INSERT, message);
    await queue.send(tx, QUEUES.messageSend.name, { messageId: id });
  });
  return id;
}

const server = http.createServer((req, res) => {
  if (req.method !== "POST" || req.url !== "/messages/template")
    return json(res, 404, { message: "not here" });
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    accept(JSON.parse(body) as TemplateSend)
      .then((id) => json(res, 200, { success: true, message_id: id, status: "accepted" }))
      .catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
});
server.listen(Number(values.port), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => {
  server.close();
  void queue.stop({ graceful: false }).finally(() => process.exit(0));
});

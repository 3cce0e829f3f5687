import type { FastifyInstance } from "fastify";
import type { Database } from "@aizapy/db";

const LIVE = JSON.stringify({ status: "ok" });

/**
 * GET /healthz: liveness, answered without the database (a slow database must not get a
 * healthy process restarted). GET /readyz: readiness, 503 when the database cannot answer, so a
 * load balancer stops routing here.
 */
export function mountHealthChecks(app: FastifyInstance, database: Database): void {
  app.get("/healthz", (_request, reply) => {
    reply.header("Cache-Control", "no-store").type("application/json").send(LIVE);
  });
  app.get("/readyz", async (_request, reply) => {
    const ready = await database.isHealthy();
    reply.header("Cache-Control", "no-store");
    if (!ready) reply.header("Retry-After", "5");
    reply.code(ready ? 200 : 503).send({ status: ready ? "ok" : "unavailable" });
  });
}

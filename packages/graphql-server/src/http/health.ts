import type { RequestHandler } from "express";
import type { Database } from "../db/open-database.ts";

/** 200 {"status":"ok"} when the database answers; 503 otherwise, so a load balancer stops routing here. */
export function healthCheck(database: Database): RequestHandler {
  return async (_req, res) => {
    const healthy = await database.isHealthy();
    res.setHeader("Cache-Control", "no-store");
    res.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "unavailable" });
  };
}

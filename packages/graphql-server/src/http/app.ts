import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/open-database.ts";
import type { Logger } from "../logger.ts";
import { clientErrors } from "./client-errors.ts";
import { healthCheck } from "./health.ts";
import { assignRequestId } from "./request-id.ts";
import { securityHeaders } from "./security-headers.ts";
import { webAppRouter } from "./web-app.ts";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export interface HttpAppOptions {
  config: AppConfig;
  database: Database;
  log: Logger;
  /** The Apollo GraphQL endpoint, mounted at /graphql. */
  graphql: RequestHandler;
  /** The REST compatibility layer, mounted at /api. */
  rest: RequestHandler;
}

/** Composes the whole product behind one Express app. */
export function createHttpApp({ config, database, log, graphql, rest }: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxyHops);
  app.set("etag", "strong");

  app.use(assignRequestId);
  app.use(securityHeaders);
  // Text answers (pages, scripts, styles, JSON) go out as brotli or gzip, whichever the client takes.
  app.use(compression());
  app.get("/healthz", healthCheck(database));
  app.use("/graphql", graphql);
  app.use("/api", rest);

  const storybookDir = config.storybookDistDir ?? path.join(repositoryRoot, "storybook-static");
  if (existsSync(storybookDir)) {
    app.use("/storybook", express.static(storybookDir, { maxAge: "1h" }));
  }
  app.use(
    webAppRouter(path.resolve(config.webDistDir ?? path.join(repositoryRoot, "packages/web/dist"))),
  );

  app.use(clientErrors);

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    log.error("unhandled request error", {
      requestId: res.locals.requestId,
      path: req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    if (res.headersSent) return;
    res.status(500).json({ message: "Internal server error", requestId: res.locals.requestId });
  };
  app.use(lastResort);
  return app;
}

import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import { corsPolicy } from "./cors.ts";
import { sendGraphQLError, sendJsonError } from "./http-error.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import type { RestCompatOptions } from "./options.ts";
import { routes, SESSION_PROBE, type RestRoute } from "./routes.ts";

const MAX_BODY = "64kb";

/** Every path's methods, for 405 answers and CORS preflights. */
const methodsByPath = new Map<string, string[]>();
for (const route of routes) {
  methodsByPath.set(route.path, [
    ...(methodsByPath.get(route.path) ?? []),
    route.method.toUpperCase(),
  ]);
}

function matchPath(path: string): string | undefined {
  return [...methodsByPath.keys()].find((pattern) =>
    new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}/?$`).test(path),
  );
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** The spec's /api paths, each answered by executing the product's GraphQL schema in-process. */
export function createRestRouter(options: RestCompatOptions): Router {
  const router = express.Router();
  const openApi = buildOpenApiDocument(options.inputSchemas);
  const parseJson = express.json({ limit: MAX_BODY });

  router.use(noStore);
  router.use(
    corsPolicy({
      allowedOrigins: options.allowedOrigins,
      methodsFor: (path) => [...(methodsByPath.get(matchPath(path) ?? "") ?? ["GET"]), "OPTIONS"],
    }),
  );
  router.get("/openapi.json", (_req, res) => {
    res.json(openApi);
  });

  const handle = (route: RestRoute): RequestHandler[] => [
    ...(route.body ? [requireJson, parseJson] : []),
    async (req, res) => answer(route, req, res, options),
  ];
  for (const [path, methods] of methodsByPath) {
    const chain = router.route(path);
    for (const route of routes.filter((r) => r.path === path))
      chain[route.method](...handle(route));
    chain.options((_req, res) => {
      res.setHeader("Allow", [...methods, "OPTIONS"].join(", "));
      res.status(204).end();
    });
    chain.all((_req, res) => {
      res.setHeader("Allow", [...methods, "OPTIONS"].join(", "));
      sendJsonError(res, 405, `This path accepts ${methods.join(", ")} only.`);
    });
  }
  router.use((_req, res) => sendJsonError(res, 404, "There is no API at this path."));
  return router;
}

/** A body route takes JSON only (which also keeps cross-site form posts out). */
const requireJson: RequestHandler = (req, res, next) => {
  if (req.is("application/json")) next();
  else
    sendJsonError(res, 415, "Send the request body as JSON, with Content-Type: application/json.");
};

async function answer(
  route: RestRoute,
  req: Request,
  res: Response,
  options: RestCompatOptions,
): Promise<void> {
  // Without a valid session an admin path answers 401 whatever the body holds.
  if (route.requiresSession && route.body) {
    const probe = await options.execute({ query: SESSION_PROBE }, req);
    if (probe.errors?.length) return sendGraphQLError(res, probe.errors[0]!);
  }
  let body: unknown;
  if (route.body) {
    const parsed = options.inputSchemas[route.body].safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors = options.toFieldErrors(parsed.error);
      return sendJsonError(res, 400, errors[0]?.message ?? "Invalid input", { errors });
    }
    body = parsed.data;
  }
  const variables = route.variables?.({
    body,
    params: req.params as Record<string, string>,
    query: req.query,
  });
  const result = await options.execute(
    { query: route.operation, ...(variables ? { variables } : {}) },
    req,
  );
  if (result.errors?.length) return sendGraphQLError(res, result.errors[0]!);
  if (route.successStatus === 204) {
    res.status(204).end();
    return;
  }
  res.status(route.successStatus).json(route.respond!(result.data as Record<string, unknown>));
}

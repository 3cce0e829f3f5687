import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { corsPolicy } from "./cors.ts";
import { buildOpenApiDocument } from "./openapi.ts";
import { CONTACT_IMPORT_LIMITS, readBearerToken } from "@aizapy/contracts";
import type { CsvDownload, EventFeed } from "@aizapy/services";
import { sendEventStream } from "./event-stream.ts";
import { isMemberApiPath } from "./member-paths.ts";
import type { RestCompatOptions } from "./options.ts";
import { routes, type RestRoute } from "./routes/index.ts";
import { WithHeaders } from "./routes/route.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The media type a route takes a file in ("text/csv"), for the host's error answers. */
    accepts?: string;
  }
}

/** Every path's methods, for 405 answers and CORS preflights. */
const methodsByPath = new Map<string, string[]>();
for (const route of routes) {
  methodsByPath.set(route.path, [
    ...(methodsByPath.get(route.path) ?? []),
    route.method.toUpperCase(),
  ]);
}

const patterns = [...methodsByPath.keys()].map((path) => ({
  path,
  regex: new RegExp(`^/api${path.replace(/:\w+/g, "[^/]+")}/?(\\?.*)?$`),
}));
const methodsAt = (url: string) =>
  methodsByPath.get(patterns.find(({ regex }) => regex.test(url))?.path ?? "") ?? ["GET"];

const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The spec's /api paths (mount with prefix "/api"), each answered by one call into the host's
 * services: the same ones its GraphQL resolvers call, so the two APIs cannot disagree.
 */
export async function restCompat(app: FastifyInstance, options: RestCompatOptions) {
  const openApi = buildOpenApiDocument();
  // JSON only, as the OpenAPI document says: a text body is 415, not text for the validators.
  app.removeContentTypeParser("text/plain");

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });
  app.addHook(
    "onRequest",
    corsPolicy({
      allowedOrigins: () => options.services.settings.allowedOrigins(),
      methodsFor: (url) => [...methodsAt(url), "OPTIONS"],
    }),
  );
  app.get("/openapi.json", async () => openApi);

  /**
   * Authenticates the caller as the route needs (an admin's token on an admin path, a member's
   * on a member's path: either is 401 on the other's paths) and runs it.
   */
  const run = async (route: RestRoute, request: FastifyRequest): Promise<unknown> => {
    const input = {
      body: request.body ?? {},
      params: request.params as Record<string, string>,
      query: request.query as Record<string, unknown>,
      caller: options.callerOf(request),
      lastEventId: [request.headers["last-event-id"]].flat()[0],
    };
    // Without a valid session a session's path answers 401, whatever the body holds.
    const token = readBearerToken(request.headers.authorization);
    switch (route.requiresSession) {
      case "member": {
        const member = await options.services.members.authenticate(token, {
          toSignOut: route.openDuringMaintenance ?? false,
        });
        return route.run(options.services, input, member);
      }
      case true:
        return route.run(options.services, input, await options.services.auth.authenticate(token));
      case false:
        return route.run(options.services, input);
    }
  };

  const answer = (route: RestRoute) => async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await run(route, request);
    if (route.successStatus === 204) return reply.code(204).send();
    if (route.produces === "text/event-stream") {
      return sendEventStream(request, reply, result as EventFeed);
    }
    if (route.produces === "text/csv") {
      const file = result as CsvDownload;
      return reply
        .code(200)
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${file.filename}"`)
        .send(Readable.from(file.chunks));
    }
    if (result instanceof WithHeaders)
      return reply.code(route.successStatus).headers(result.headers).send(result.body);
    return reply.code(route.successStatus).send(result);
  };

  // A CSV body on the routes that take one only (an import's file, up to its own limit): every
  // other path still takes JSON alone, up to the app's limit.
  const csvRoutes = routes.filter((route) => route.consumes === "text/csv");
  await app.register(async (csvPaths) => {
    csvPaths.removeAllContentTypeParsers();
    csvPaths.addContentTypeParser(
      "text/csv",
      { parseAs: "string", bodyLimit: CONTACT_IMPORT_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
    for (const route of csvRoutes) {
      csvPaths.route({
        method: route.method.toUpperCase() as Uppercase<typeof route.method>,
        url: route.path,
        bodyLimit: CONTACT_IMPORT_LIMITS.maxBytes,
        // Read by the host's error handler, to word a refused body for a file.
        config: { accepts: "text/csv" },
        // The member is known before a file of up to 32 MB is read: without a session, 401 at once.
        onRequest: async (request) => {
          await options.services.members.authenticate(
            readBearerToken(request.headers.authorization),
          );
        },
        handler: answer(route),
      });
    }
  });

  for (const [path, methods] of methodsByPath) {
    for (const route of routes.filter((r) => r.path === path && !r.consumes)) {
      app.route({
        method: route.method.toUpperCase() as Uppercase<typeof route.method>,
        url: path,
        handler: answer(route),
      });
    }
    const allow = [...methods, "OPTIONS"].join(", ");
    app.route({
      method: "OPTIONS",
      url: path,
      handler: async (_request, reply) => reply.header("Allow", allow).code(204).send(),
    });
    const others = ALL_METHODS.filter(
      (method) =>
        method !== "OPTIONS" &&
        !methods.includes(method) &&
        !(method === "HEAD" && methods.includes("GET")),
    );
    app.route({
      method: others,
      url: path,
      handler: async (_request, reply) =>
        reply
          .header("Allow", allow)
          .code(405)
          .send({ message: `This path accepts ${methods.join(", ")} only.` }),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      message: "There is no API at this path.",
      ...(isMemberApiPath(request.url) ? { code: "not_found" } : {}),
    });
  });
}

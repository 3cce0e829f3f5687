import { randomUUID } from "node:crypto";
import http, { type RequestListener } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Caller, Logger } from "@aizapy/contracts";
import type { Database } from "@aizapy/db";
import type { AppConfig } from "../config.ts";
import { errorHandler } from "./errors.ts";
import { mountHealthChecks } from "./health.ts";
import { refuseUnstorableText } from "./unstorable-text.ts";
import { securityHeaders } from "./security-headers.ts";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

const NOT_FOUND_MESSAGE = "There is nothing at this address.";

/** Addresses whose clients read JSON, never a web page. */
const isApiAddress = (url: string) => /^\/(api|graphql|v1)(\/|%|\?|$)/.test(url);

/** Largest request body accepted, for GraphQL, REST and /v1 alike. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface HttpApp {
  app: FastifyInstance;
  /** Fastify's request listener, for a node:http server of ours (see listen.ts). */
  handler: RequestListener;
  /** Sets what answers a URL Fastify cannot route (a broken percent-escape): the 404 page. */
  answerUnroutable(respond: (reply: FastifyReply) => unknown): void;
}

/** The caller's IP (after TRUST_PROXY), with IPv4-mapped IPv6 written as plain IPv4. */
export function callerOf(request: FastifyRequest): Caller {
  const address = request.ip ?? request.socket.remoteAddress ?? "unknown";
  return {
    clientAddress: address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address,
    requestId: request.id,
  };
}

/**
 * The product's HTTP layer (Fastify: see docs/decisions/0004-fastify.md): request ids, security
 * headers, JSON bodies up to 64 KB, one error handler, liveness and readiness. The host mounts
 * GraphQL, REST, /v1 and the web app on it.
 */
export function createHttpApp(options: {
  config: AppConfig;
  database: Database;
  log: Logger;
}): HttpApp {
  const { config, database, log } = options;
  let handler: RequestListener | undefined;
  let unroutable = (reply: FastifyReply): unknown =>
    reply.code(404).send({ message: NOT_FOUND_MESSAGE });
  const app = Fastify({
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      return http.createServer();
    },
    bodyLimit: MAX_BODY_BYTES,
    // TRUST_PROXY=n trusts the n nearest hops of X-Forwarded-For (the operator runs n proxies
    // in front of us); with 0 the socket's peer is the client.
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
    genReqId: () => randomUUID(),
    logger: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL Fastify cannot route (a broken percent-escape) gets the not-found page, or under
    // an API prefix the API's JSON not-found answer that its clients can read.
    frameworkErrors: (error, request, reply) => {
      if (error.code === "FST_ERR_BAD_URL" && isApiAddress(request.url))
        return void (reply as FastifyReply).code(404).send({ message: NOT_FOUND_MESSAGE });
      if (error.code === "FST_ERR_BAD_URL") return void unroutable(reply as FastifyReply);
      void (reply as FastifyReply)
        .code(400)
        .send({ message: "The request could not be understood." });
    },
  });
  acceptJsonObjectsOnly(app);
  app.addHook("onRequest", securityHeaders);
  app.addHook("preValidation", refuseUnstorableText);
  app.setErrorHandler(errorHandler(log));
  mountHealthChecks(app, database);
  return {
    app,
    handler: (req, res) => handler!(req, res),
    answerUnroutable: (respond) => {
      unroutable = respond;
    },
  };
}

/**
 * JSON bodies are objects or arrays (as body-parser's strict mode has it): a bare string or number
 * is a malformed request, not input for a service to judge. `__proto__` and `constructor` keys are
 * refused outright.
 */
function acceptJsonObjectsOnly(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      if (typeof value !== "object" || value === null) {
        return done(
          Object.assign(new Error("JSON body is not an object"), {
            statusCode: 400,
            code: "FST_ERR_CTP_INVALID_JSON_BODY",
          }),
          undefined,
        );
      }
      done(null, value);
    });
  });
}

export const defaultWebDistDir = (config: AppConfig) =>
  path.resolve(config.webDistDir ?? path.join(repositoryRoot, "packages/web/dist"));
export const defaultStorybookDir = (config: AppConfig) =>
  config.storybookDistDir ?? path.join(repositoryRoot, "storybook-static");

import { Readable } from "node:stream";
import { CONTACT_IMPORT_LIMITS } from "@aizapy/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Contacts } from "../contacts/contacts.ts";
import type { ContactImports } from "../contacts/imports.ts";
import type { Segments } from "../contacts/segments.ts";

/** What /v1 guards its extensions with (the platform's V1Guard, structurally). */
export interface V1ExtensionGuard {
  authenticated: (request: FastifyRequest) => Promise<void>;
  callerOf(request: FastifyRequest): { businessId: string; apiKeyId: string };
}

type WithId = { Params: { contactId: string } };

/** `/v1/contacts` and `/v1/segments`: a business's contacts, their consent, imports, segments. */
export const v1ContactRoutes =
  ({
    contacts,
    imports,
    segments,
  }: {
    contacts: Contacts;
    imports: ContactImports;
    segments: Segments;
  }) =>
  async (app: FastifyInstance, guard: V1ExtensionGuard) => {
    const onRequest = guard.authenticated;
    const caller = (request: FastifyRequest) => guard.callerOf(request);
    const actor = (request: FastifyRequest) =>
      ({ type: "api_key", id: caller(request).apiKeyId }) as const;

    app.post("/contacts", { onRequest }, async (request, reply) => {
      const { contact, created } = await contacts.upsert(
        caller(request).businessId,
        request.body,
        actor(request),
      );
      return reply.code(created ? 201 : 200).send(contact);
    });
    // A CSV body, on this path only: every other path of the API still takes JSON alone.
    await app.register(async (csvPaths) => {
      csvPaths.addContentTypeParser(
        "text/csv",
        { parseAs: "string", bodyLimit: CONTACT_IMPORT_LIMITS.maxBytes },
        (_request, body, done) => done(null, body),
      );
      const bodyLimit = CONTACT_IMPORT_LIMITS.maxBytes;
      csvPaths.post("/contacts/imports", { onRequest, bodyLimit }, async (request, reply) => {
        const started = await imports.start(
          caller(request).businessId,
          typeof request.body === "string" ? request.body : "",
          request.query,
          actor(request),
        );
        return reply.code(202).send(started);
      });
    });
    app.get<{ Params: { importId: string } }>(
      "/contacts/imports/:importId",
      { onRequest },
      async (request) => imports.get(caller(request).businessId, request.params.importId),
    );
    app.get<{ Params: { importId: string } }>(
      "/contacts/imports/:importId/report",
      { onRequest },
      async (request, reply) => {
        const report = imports.report(caller(request).businessId, request.params.importId);
        // The first line is read before answering, so an unknown import is a 404, not an empty file.
        const first = await report.next();
        return reply
          .type("text/csv; charset=utf-8")
          .header(
            "Content-Disposition",
            `attachment; filename="import-${request.params.importId}-errors.csv"`,
          )
          .send(
            Readable.from(
              (async function* () {
                if (!first.done) yield first.value;
                yield* report;
              })(),
            ),
          );
      },
    );
    app.get("/contacts", { onRequest }, async (request) =>
      contacts.list(caller(request).businessId, request.query),
    );
    app.get<WithId>("/contacts/:contactId", { onRequest }, async (request) =>
      contacts.get(caller(request).businessId, request.params.contactId),
    );
    app.patch<WithId>("/contacts/:contactId", { onRequest }, async (request) =>
      contacts.update(caller(request).businessId, request.params.contactId, request.body),
    );
    app.delete<WithId>("/contacts/:contactId", { onRequest }, async (request, reply) => {
      await contacts.remove(caller(request).businessId, request.params.contactId);
      return reply.code(204).send();
    });
    app.post<WithId>("/contacts/:contactId/opt-in", { onRequest }, async (request) =>
      contacts.optIn(
        caller(request).businessId,
        request.params.contactId,
        request.body,
        actor(request),
      ),
    );
    app.post<WithId>("/contacts/:contactId/opt-out", { onRequest }, async (request) =>
      contacts.optOut(
        caller(request).businessId,
        request.params.contactId,
        request.body,
        actor(request),
      ),
    );

    type WithSegment = { Params: { segmentId: string } };
    app.post("/segments/count", { onRequest }, async (request) =>
      segments.count(caller(request).businessId, request.body),
    );
    app.post("/segments", { onRequest }, async (request, reply) =>
      reply.code(201).send(await segments.create(caller(request).businessId, request.body)),
    );
    app.get("/segments", { onRequest }, async (request) => ({
      items: await segments.list(caller(request).businessId),
    }));
    app.get<WithSegment>("/segments/:segmentId", { onRequest }, async (request) =>
      segments.get(caller(request).businessId, request.params.segmentId),
    );
    app.put<WithSegment>("/segments/:segmentId", { onRequest }, async (request) =>
      segments.update(caller(request).businessId, request.params.segmentId, request.body),
    );
    app.delete<WithSegment>("/segments/:segmentId", { onRequest }, async (request, reply) => {
      await segments.remove(caller(request).businessId, request.params.segmentId);
      return reply.code(204).send();
    });
  };

import type { FastifyInstance } from "fastify";
import type { Campaigns } from "../campaigns/campaigns.ts";
import type { V1ExtensionGuard } from "./v1-contacts.ts";

type WithId = { Params: { campaignId: string } };

/** `/v1/campaigns`: a business's campaigns, their preflight, launch and recipients. */
export const v1CampaignRoutes =
  ({ campaigns }: { campaigns: Campaigns }) =>
  async (app: FastifyInstance, guard: V1ExtensionGuard) => {
    const onRequest = guard.authenticated;
    const business = (request: Parameters<V1ExtensionGuard["callerOf"]>[0]) =>
      guard.callerOf(request).businessId;

    app.post("/campaigns", { onRequest }, async (request, reply) =>
      reply.code(201).send(await campaigns.create(business(request), request.body)),
    );
    app.get("/campaigns", { onRequest }, async (request) =>
      campaigns.list(business(request), request.query),
    );
    app.get<WithId>("/campaigns/:campaignId", { onRequest }, async (request) =>
      campaigns.get(business(request), request.params.campaignId),
    );
    app.get<WithId>("/campaigns/:campaignId/preflight", { onRequest }, async (request) =>
      campaigns.preflight(business(request), request.params.campaignId),
    );
    app.get<WithId>("/campaigns/:campaignId/recipients", { onRequest }, async (request) =>
      campaigns.recipients(business(request), request.params.campaignId, request.query),
    );
    for (const action of ["launch", "pause", "resume", "cancel"] as const) {
      app.post<WithId>(`/campaigns/:campaignId/${action}`, { onRequest }, async (request, reply) =>
        reply
          .code(action === "launch" ? 202 : 200)
          .send(await campaigns[action](business(request), request.params.campaignId)),
      );
    }
    app.post<WithId>("/campaigns/:campaignId/retarget", { onRequest }, async (request, reply) =>
      reply
        .code(201)
        .send(await campaigns.retarget(business(request), request.params.campaignId, request.body)),
    );
  };

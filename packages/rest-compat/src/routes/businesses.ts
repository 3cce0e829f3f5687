import { createBusinessInputSchema, updateBusinessInputSchema } from "@aizapy/contracts";
import { business, businessesResponse } from "../response-schemas.ts";
import { exampleTime, pick, session, WithHeaders, type RestRoute } from "./route.ts";

const LIST_FIELDS = ["id", "name", "whatsappNumber", "status", "plan"] as const;
const BUSINESS_FIELDS = [...LIST_FIELDS, "createdAt", "updatedAt"] as const;

const exampleBusiness = {
  id: "3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  name: "Spice Route Kitchen",
  whatsappNumber: "+919876543210",
  status: "active",
  plan: "pro",
};

const PAGE_PARAMETERS = ["first", "after", "last", "before"] as const;
const FILTER_PARAMETERS = ["search", "status", "plan", "sortBy", "sortDirection"] as const;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const count = (value: unknown) => (typeof value === "string" ? Number(value) : undefined);

/** `Link: <…?first=20&after=…>; rel="next", <…?last=20&before=…>; rel="prev"` (RFC 8288). */
function pageLinks(
  query: Record<string, unknown>,
  size: number,
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  },
): Record<string, string> {
  const link = (page: Record<string, string>, rel: string) => {
    const params = new URLSearchParams();
    for (const name of FILTER_PARAMETERS) {
      const value = text(query[name]);
      if (value !== undefined) params.set(name, value);
    }
    for (const [name, value] of Object.entries(page)) params.set(name, value);
    return `</api/admin/businesses?${params.toString()}>; rel="${rel}"`;
  };
  const links = [];
  if (pageInfo.hasNextPage && pageInfo.endCursor)
    links.push(link({ first: String(size), after: pageInfo.endCursor }, "next"));
  if (pageInfo.hasPreviousPage && pageInfo.startCursor)
    links.push(link({ last: String(size), before: pageInfo.startCursor }, "prev"));
  return links.length ? { Link: links.join(", ") } : {};
}

/** Businesses on the platform. */
export const businessRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/admin/businesses",
    summary:
      "Registered businesses: every one, or one page of them (search, filter and sort apply to both)",
    requiresSession: true,
    run: async (services, { query }) => {
      const filter = Object.fromEntries(
        FILTER_PARAMETERS.map((name) => [name, text(query[name])]).filter(
          ([, v]) => v !== undefined,
        ),
      );
      const paged = PAGE_PARAMETERS.some((name) => query[name] !== undefined);
      if (!paged)
        return (await services.businesses.listMatching(filter)).map((row) =>
          pick(row, LIST_FIELDS),
        );
      const request = {
        ...(query.first !== undefined ? { first: count(query.first) } : {}),
        ...(query.after !== undefined ? { after: text(query.after) } : {}),
        ...(query.last !== undefined ? { last: count(query.last) } : {}),
        ...(query.before !== undefined ? { before: text(query.before) } : {}),
      };
      const page = await services.businesses.page(filter, request);
      const size = request.first ?? request.last ?? page.items.length;
      return new WithHeaders(
        page.items.map((row) => pick(row, LIST_FIELDS)),
        pageLinks(query, size, page.pageInfo),
      );
    },
    successStatus: 200,
    response: businessesResponse,
    examples: { response: [exampleBusiness] },
    queryParameters: [
      {
        name: "search",
        description: "Part of the name (any case) or of the WhatsApp number.",
        schema: { type: "string", maxLength: 120 },
      },
      {
        name: "status",
        description: "Only businesses with this status.",
        schema: { type: "string", enum: ["active", "suspended", "inactive"] },
      },
      {
        name: "plan",
        description: "Only businesses on this plan.",
        schema: { type: "string", enum: ["free", "basic", "pro", "enterprise"] },
      },
      {
        name: "sortBy",
        description: "Order by name or by when the business was added (default).",
        schema: { type: "string", enum: ["name", "createdAt"], default: "createdAt" },
      },
      {
        name: "sortDirection",
        description: "asc or desc (default).",
        schema: { type: "string", enum: ["asc", "desc"], default: "desc" },
      },
      {
        name: "first",
        description:
          "Answer one page of this many (1-100) instead of every business. The body stays the same array; a `Link` header names the `next` and `prev` pages.",
        schema: { type: "integer", minimum: 1, maximum: 100 },
      },
      {
        name: "after",
        description: "With `first`: the page after this cursor (from the `next` link).",
        schema: { type: "string" },
      },
      {
        name: "last",
        description: "A page of this many from the end of the list (alone: the last page).",
        schema: { type: "integer", minimum: 1, maximum: 100 },
      },
      {
        name: "before",
        description: "With `last`: the page before this cursor (from the `prev` link).",
        schema: { type: "string" },
      },
    ],
  },
  {
    method: "post",
    path: "/admin/businesses",
    summary: "Add a business",
    requiresSession: true,
    body: createBusinessInputSchema,
    refusals: [
      {
        status: 409,
        description: "Another business has this WhatsApp number (a field error on whatsappNumber).",
      },
    ],
    run: async (services, { body }, auth) =>
      pick(await services.businesses.create(session(auth), body), BUSINESS_FIELDS),
    successStatus: 201,
    response: business,
    examples: {
      request: { name: "Spice Route Kitchen", whatsappNumber: "98765 43210", plan: "pro" },
      response: { ...exampleBusiness, createdAt: exampleTime, updatedAt: exampleTime },
    },
  },
  {
    method: "get",
    path: "/admin/businesses/:id",
    summary: "One business",
    requiresSession: true,
    run: async (services, { params }) =>
      pick(await services.businesses.get(params.id!), BUSINESS_FIELDS),
    successStatus: 200,
    response: business,
    examples: { response: { ...exampleBusiness, createdAt: exampleTime, updatedAt: exampleTime } },
  },
  {
    method: "patch",
    path: "/admin/businesses/:id",
    summary: "Change a business: only the fields sent change",
    requiresSession: true,
    body: updateBusinessInputSchema,
    refusals: [
      {
        status: 409,
        description: "Another business has this WhatsApp number (a field error on whatsappNumber).",
      },
    ],
    run: async (services, { body, params }, auth) =>
      pick(await services.businesses.update(session(auth), params.id!, body), BUSINESS_FIELDS),
    successStatus: 200,
    response: business,
    examples: {
      request: { plan: "enterprise" },
      response: {
        ...exampleBusiness,
        plan: "enterprise",
        createdAt: exampleTime,
        updatedAt: exampleTime,
      },
    },
  },
  {
    method: "delete",
    path: "/admin/businesses/:id",
    summary:
      "Delete a business. Refused (409) while it has API configurations, unless `cascade=true` confirms deleting them too",
    requiresSession: true,
    run: (services, { params, query }, auth) =>
      services.businesses.delete(session(auth), params.id!, { cascade: query.cascade === "true" }),
    successStatus: 204,
    examples: {},
    refusals: [
      {
        status: 409,
        description: "The business still has API configurations; the message says how many.",
      },
    ],
    queryParameters: [
      {
        name: "cascade",
        description: "true: delete the business's API configurations with it.",
        schema: { type: "boolean", default: false },
      },
    ],
  },
];

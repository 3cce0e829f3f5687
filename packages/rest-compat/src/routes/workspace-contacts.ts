import {
  consentChangeInputSchema,
  CONTACT_IMPORT_LIMITS,
  segmentFilterSchema,
  segmentInputSchema,
  updateContactInputSchema,
  upsertContactInputSchema,
  workspaceSettingsSchema,
  WORKSPACE_SETTINGS_DEFAULTS,
} from "@aizapy/contracts";
import { z } from "zod";
import {
  contactImportReportResponse,
  contactImportResponse,
  contactImportStartedResponse,
  segmentCountResponse,
  segmentResponse,
  segmentsResponse,
  upsertedContactResponse,
  workspaceContactDetailResponse,
  workspaceContactPageResponse,
  workspaceContactResponse,
  workspaceSettingsResponse,
} from "../response-schemas.ts";
import { textQuery } from "./query.ts";
import { exampleTime, type RestRoute } from "./route.ts";
import { MANAGERS_ONLY } from "./workspace.ts";

// The business's contacts with their consent, and the workspace's messaging rules. Every member
// keeps contacts and records consent; only owners and admins change the rules.

const exampleContact = {
  id: "0193a2b4-5555-7e8f-9a0b-1c2d3e4f5a6b",
  phone: "+919876543210",
  name: "Asha Verma",
  attributes: { city: "Pune", orders: 3 },
  tags: ["vip"],
  consent: { status: "opted_in", source: "checkout form", updatedAt: exampleTime },
  lastInboundAt: null,
  createdAt: exampleTime,
  updatedAt: exampleTime,
} as const;

const exampleLedgerEntry = {
  status: "opted_in",
  source: "checkout form",
  actor: { type: "member", id: "5f0c2a4e-8b1d-4c3e-9a7f-2d6b8e1c4a90" },
  createdAt: exampleTime,
} as const;

const LIST_PARAMETERS = ["tag", "q", "consent", "segmentId", "cursor", "limit"] as const;

/** An import's file: documented as the body of its upload. */
export const contactImportFileSchema = z
  .string()
  .describe(
    "CSV with a header row: phone (or phone_number, mobile, whatsapp…), name, tags (split on ; , or |); any other column is an attribute",
  );

const exampleImportId = "0193a2b4-7777-7e8f-9a0b-1c2d3e4f5a6b";
const exampleSegment = {
  id: "0193a2b4-8888-7e8f-9a0b-1c2d3e4f5a6b",
  name: "VIPs in Pune",
  filter: { tags: ["vip"], attributes: { city: "Pune" }, consent: "opted_in" },
  count: 42,
  createdAt: exampleTime,
  updatedAt: exampleTime,
} as const;
const MAX_IMPORT_MB = CONTACT_IMPORT_LIMITS.maxBytes / (1024 * 1024);

const consentRoute = (change: "opt-in" | "opt-out"): RestRoute => ({
  method: "post",
  path: `/workspace/contacts/:id/${change}`,
  summary:
    change === "opt-in"
      ? "Record that the contact agreed to hear marketing, and where"
      : "Record that the contact withdrew its consent to marketing, and where",
  requiresSession: "member",
  body: consentChangeInputSchema,
  run: (services, { params, body }, auth) =>
    change === "opt-in"
      ? services.workspace.contacts.optIn(auth, params.id!, body)
      : services.workspace.contacts.optOut(auth, params.id!, body),
  successStatus: 200,
  response: workspaceContactResponse,
  examples: {
    request: { source: change === "opt-in" ? "checkout form" : "phone call" },
    response:
      change === "opt-in"
        ? exampleContact
        : {
            ...exampleContact,
            consent: { status: "opted_out", source: "phone call", updatedAt: exampleTime },
          },
  },
});

/** /api/workspace/contacts (with their imports), /api/workspace/segments and /api/workspace/settings. */
export const workspaceContactRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/workspace/contacts",
    summary: "The business's contacts, newest first, a page at a time",
    requiresSession: "member",
    run: (services, { query }, auth) =>
      services.workspace.contacts.list(auth, textQuery(query, LIST_PARAMETERS)),
    successStatus: 200,
    response: workspaceContactPageResponse,
    queryParameters: [
      { name: "tag", description: "Only contacts with this tag.", schema: { type: "string" } },
      {
        name: "segmentId",
        description: "Only the contacts the segment holds.",
        schema: { type: "string", format: "uuid" },
      },
      {
        name: "q",
        description: "Part of a name or of a number.",
        schema: { type: "string", maxLength: 100 },
      },
      {
        name: "consent",
        description: "Only contacts whose consent is this.",
        schema: { type: "string", enum: ["opted_in", "opted_out", "unknown"] },
      },
      {
        name: "cursor",
        description: "The `nextCursor` of the page before.",
        schema: { type: "string" },
      },
      {
        name: "limit",
        description: "Page size (1–200, default 50).",
        schema: { type: "integer", minimum: 1, maximum: 200 },
      },
    ],
    examples: { response: { items: [exampleContact], nextCursor: null } },
  },
  {
    method: "post",
    path: "/workspace/contacts",
    summary: "Add a contact, or update the one with that number (attributes merged, tags added)",
    requiresSession: "member",
    body: upsertContactInputSchema,
    run: (services, { body }, auth) => services.workspace.contacts.upsert(auth, body),
    successStatus: 200,
    response: upsertedContactResponse,
    examples: {
      request: {
        phone: "+91 98765 43210",
        name: "Asha Verma",
        attributes: { city: "Pune", orders: 3 },
        tags: ["vip"],
        optIn: { source: "checkout form" },
      },
      response: { contact: exampleContact, created: true },
    },
  },
  // Before /workspace/contacts/:id, which would otherwise claim their paths' CORS methods.
  {
    method: "post",
    path: "/workspace/contacts/imports",
    summary: `Import contacts from a CSV file (text/csv, up to ${MAX_IMPORT_MB} MB): each row upserted by its number, in the background`,
    requiresSession: "member",
    consumes: "text/csv",
    body: contactImportFileSchema,
    run: (services, { body, query }, auth) =>
      services.workspace.imports.start(
        auth,
        typeof body === "string" ? body : "",
        textQuery(query, ["optInSource"]),
      ),
    successStatus: 202,
    response: contactImportStartedResponse,
    queryParameters: [
      {
        name: "optInSource",
        description: "Records every imported contact of unknown consent as opted in, from here.",
        schema: { type: "string", maxLength: 200 },
      },
    ],
    refusals: [{ status: 400, description: "The file is empty or has no phone column." }],
    examples: {
      request: "phone,name,tags,city\r\n+919876543210,Asha Verma,vip;pune,Pune\r\n",
      response: { id: exampleImportId, status: "running" },
    },
  },
  {
    method: "get",
    path: "/workspace/contacts/imports/:id",
    summary: "An import's progress, its counts and its first rejected rows",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.imports.get(auth, params.id!),
    successStatus: 200,
    response: contactImportResponse,
    examples: {
      response: {
        id: exampleImportId,
        status: "completed",
        total: 2,
        processed: 2,
        created: 1,
        updated: 0,
        failed: 1,
        errors: [{ row: 3, message: "Enter the contact's WhatsApp number, e.g. +91 98765 43210" }],
        failureReason: null,
        createdAt: exampleTime,
        completedAt: exampleTime,
      },
    },
  },
  {
    method: "get",
    path: "/workspace/contacts/imports/:id/report",
    summary: "Every rejected row of an import with its reason, as a CSV download",
    requiresSession: "member",
    run: async (services, { params }, auth) => {
      const report = services.workspace.imports.report(auth, params.id!);
      // The first line is read before answering, so an unknown import is a 404, not an empty file.
      const first = await report.next();
      return {
        filename: `import-${params.id!}-errors.csv`,
        chunks: (async function* () {
          if (!first.done) yield first.value;
          yield* report;
        })(),
      };
    },
    produces: "text/csv",
    successStatus: 200,
    response: contactImportReportResponse,
    examples: {
      response:
        'row,phone,error\n3,12345,"Enter the contact\'s WhatsApp number, e.g. +91 98765 43210"\n',
    },
  },
  {
    method: "get",
    path: "/workspace/contacts/:id",
    summary: "A contact with its consent ledger: every change, newest first",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.contacts.get(auth, params.id!),
    successStatus: 200,
    response: workspaceContactDetailResponse,
    examples: { response: { ...exampleContact, consentHistory: [exampleLedgerEntry] } },
  },
  {
    method: "patch",
    path: "/workspace/contacts/:id",
    summary:
      "Change a contact: only the fields sent; attributes merge (null removes one), tags are replaced",
    requiresSession: "member",
    body: updateContactInputSchema,
    run: (services, { params, body }, auth) =>
      services.workspace.contacts.update(auth, params.id!, body),
    successStatus: 200,
    response: workspaceContactResponse,
    examples: {
      request: { name: "Asha Verma", attributes: { orders: 4 }, tags: ["vip", "pune"] },
      response: {
        ...exampleContact,
        attributes: { city: "Pune", orders: 4 },
        tags: ["vip", "pune"],
      },
    },
  },
  {
    method: "delete",
    path: "/workspace/contacts/:id",
    summary: "Delete a contact: its details are forgotten, its consent kept for its number",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.contacts.remove(auth, params.id!),
    successStatus: 204,
    examples: {},
  },
  consentRoute("opt-in"),
  consentRoute("opt-out"),
  {
    method: "get",
    path: "/workspace/segments",
    summary: "The workspace's segments, each with the contacts it holds now",
    requiresSession: "member",
    run: async (services, _input, auth) => ({
      items: await services.workspace.segments.list(auth),
    }),
    successStatus: 200,
    response: segmentsResponse,
    examples: { response: { items: [exampleSegment] } },
  },
  {
    method: "post",
    path: "/workspace/segments",
    summary: "Save a segment: a name and the filter of the contacts it holds",
    requiresSession: "member",
    body: segmentInputSchema,
    run: (services, { body }, auth) => services.workspace.segments.create(auth, body),
    successStatus: 201,
    response: segmentResponse,
    examples: {
      request: { name: exampleSegment.name, filter: exampleSegment.filter },
      response: exampleSegment,
    },
  },
  {
    method: "post",
    path: "/workspace/segments/count",
    summary: "How many contacts a filter holds, without saving it",
    requiresSession: "member",
    body: segmentFilterSchema,
    run: (services, { body }, auth) => services.workspace.segments.count(auth, body),
    successStatus: 200,
    response: segmentCountResponse,
    examples: { request: exampleSegment.filter, response: { count: 42 } },
  },
  {
    method: "get",
    path: "/workspace/segments/:id",
    summary: "A segment, with the contacts it holds now",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.segments.get(auth, params.id!),
    successStatus: 200,
    response: segmentResponse,
    examples: { response: exampleSegment },
  },
  {
    method: "put",
    path: "/workspace/segments/:id",
    summary: "Replace a segment's name and filter",
    requiresSession: "member",
    body: segmentInputSchema,
    run: (services, { params, body }, auth) =>
      services.workspace.segments.update(auth, params.id!, body),
    successStatus: 200,
    response: segmentResponse,
    examples: {
      request: { name: "VIPs", filter: { tags: ["vip"] } },
      response: { ...exampleSegment, name: "VIPs", filter: { tags: ["vip"] }, count: 57 },
    },
  },
  {
    method: "delete",
    path: "/workspace/segments/:id",
    summary: "Delete a segment (its contacts stay)",
    requiresSession: "member",
    run: (services, { params }, auth) => services.workspace.segments.remove(auth, params.id!),
    successStatus: 204,
    examples: {},
  },
  {
    method: "get",
    path: "/workspace/settings",
    summary: "The workspace's messaging rules: quiet hours, the frequency cap, consent keywords",
    requiresSession: "member",
    run: (services, _input, auth) => services.workspace.settings.get(auth),
    successStatus: 200,
    response: workspaceSettingsResponse,
    examples: { response: WORKSPACE_SETTINGS_DEFAULTS },
  },
  {
    method: "put",
    path: "/workspace/settings",
    summary: "Replace the workspace's messaging rules (every field; null turns a limit off)",
    requiresSession: "member",
    body: workspaceSettingsSchema,
    run: (services, { body }, auth) => services.workspace.settings.put(auth, body),
    successStatus: 200,
    response: workspaceSettingsResponse,
    refusals: [MANAGERS_ONLY],
    examples: {
      request: {
        quietHours: { start: "22:00", end: "08:00" },
        marketingFrequencyCap: null,
        optOutKeywords: ["STOP", "UNSUBSCRIBE"],
        optInKeywords: ["START"],
      },
      response: {
        quietHours: { start: "22:00", end: "08:00" },
        marketingFrequencyCap: null,
        optOutKeywords: ["STOP", "UNSUBSCRIBE"],
        optInKeywords: ["START"],
      },
    },
  },
];

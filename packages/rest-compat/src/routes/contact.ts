import {
  CONTACT_MESSAGE_STATUSES,
  contactBulkActionInputSchema,
  contactMessageInputSchema,
  updateContactMessageStatusInputSchema,
} from "@aizapy/contracts";
import {
  bulkActionResponse,
  contactMessage,
  contactMessagesResponse,
  contactReceiptResponse,
  csvResponse,
  unreadCountResponse,
} from "../response-schemas.ts";
import {
  asksForPage,
  limitParameter,
  limitQuery,
  pageParameters,
  pageQuery,
  textQuery,
  timeRangeParameters,
} from "./query.ts";
import { exampleTime, pick, session, type RestRoute } from "./route.ts";

const CONTACT_MESSAGE_FIELDS = [
  "id",
  "name",
  "email",
  "company",
  "phone",
  "subject",
  "message",
  "status",
  "createdAt",
  "updatedAt",
] as const;

const FILTER_PARAMETERS = ["search", "status", "from", "to"] as const;

const filterParameters = [
  {
    name: "search",
    description: "Text anywhere in the name, email, subject or message, ignoring case.",
    schema: { type: "string", maxLength: 200 },
  },
  {
    name: "status",
    description: "Only messages with this status.",
    schema: { type: "string", enum: [...CONTACT_MESSAGE_STATUSES] },
  },
  ...timeRangeParameters,
];

const exampleMessage = {
  id: "6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11",
  name: "Meera Joshi",
  email: "meera@joshisweets.in",
  company: "Joshi Sweets",
  phone: "+91 98765 43210",
  subject: "Pricing for Pro",
  message: "How much would 50,000 utility messages a month cost us?",
  status: "read",
  createdAt: exampleTime,
  updatedAt: exampleTime,
};

/** The public contact form and the console's enquiries. */
export const contactRoutes: RestRoute[] = [
  {
    method: "post",
    path: "/contact",
    summary: "Send an enquiry through the contact form",
    requiresSession: false,
    body: contactMessageInputSchema,
    run: async (services, { body, caller }) =>
      pick(await services.contact.submit(body, caller), ["id", "createdAt"]),
    successStatus: 201,
    response: contactReceiptResponse,
    examples: {
      request: {
        name: "Meera Joshi",
        email: "meera@joshisweets.in",
        company: "Joshi Sweets",
        phone: "+91 98765 43210",
        subject: "Pricing for Pro",
        message: "How much would 50,000 utility messages a month cost us?",
      },
      response: { id: exampleMessage.id, createdAt: exampleTime },
    },
  },
  {
    method: "get",
    path: "/admin/contact-messages",
    summary:
      "The newest contact messages (`limit`); with any filter or page parameter, one page of the messages the filter keeps",
    requiresSession: true,
    run: async (services, { query }) => {
      if (!asksForPage(query, FILTER_PARAMETERS)) {
        return {
          messages: (await services.contact.list({ limit: limitQuery(query) })).map((message) =>
            pick(message, CONTACT_MESSAGE_FIELDS),
          ),
        };
      }
      const page = await services.contact.page(
        textQuery(query, FILTER_PARAMETERS),
        pageQuery(query),
      );
      return {
        messages: page.items.map((message) => pick(message, CONTACT_MESSAGE_FIELDS)),
        pageInfo: page.pageInfo,
      };
    },
    queryParameters: [limitParameter("messages"), ...filterParameters, ...pageParameters],
    successStatus: 200,
    response: contactMessagesResponse,
    examples: { response: { messages: [exampleMessage] } },
  },
  {
    method: "get",
    path: "/admin/contact-messages/unread-count",
    summary: "How many messages are unread (the sidebar's badge)",
    requiresSession: true,
    run: async (services) => ({ count: await services.contact.unreadCount() }),
    successStatus: 200,
    response: unreadCountResponse,
    examples: { response: { count: 3 } },
  },
  {
    method: "post",
    path: "/admin/contact-messages/bulk",
    summary:
      "Mark up to 500 messages read, replied or archived, or delete them (one audit entry per message; unknown ids are skipped)",
    requiresSession: true,
    body: contactBulkActionInputSchema,
    run: (services, { body }, auth) => services.contact.bulk(session(auth), body),
    successStatus: 200,
    response: bulkActionResponse,
    examples: {
      request: { ids: [exampleMessage.id], action: "archived" },
      response: { affected: 1 },
    },
  },
  {
    method: "get",
    path: "/admin/contact-messages/export.csv",
    summary:
      "Every message the filter keeps as a CSV download, newest first (send the bearer header; the file is streamed)",
    requiresSession: true,
    run: async (services, { query }) =>
      services.contact.exportCsv(textQuery(query, FILTER_PARAMETERS)),
    queryParameters: filterParameters,
    produces: "text/csv",
    successStatus: 200,
    response: csvResponse,
    examples: {
      response:
        '\uFEFFReceived,Status,Name,Email,Company,Phone,Subject,Message,Id\r\n2026-11-22T09:15:00.000Z,read,Meera Joshi,meera@joshisweets.in,Joshi Sweets,+91 98765 43210,Pricing for Pro,"How much would 50,000 utility messages a month cost us?",6f1c2a8e-3b7d-4c1e-9a52-0d4e8b7f2c11\r\n',
    },
  },
  {
    method: "patch",
    path: "/admin/contact-messages/:id",
    summary: "Set a contact message's status",
    requiresSession: true,
    body: updateContactMessageStatusInputSchema,
    run: async (services, { body, params }, auth) =>
      pick(
        await services.contact.updateStatus(session(auth), params.id!, body),
        CONTACT_MESSAGE_FIELDS,
      ),
    successStatus: 200,
    response: contactMessage,
    examples: {
      request: { status: "replied" },
      response: { ...exampleMessage, status: "replied" },
    },
  },
  {
    method: "delete",
    path: "/admin/contact-messages/:id",
    summary: "Delete a contact message",
    requiresSession: true,
    run: (services, { params }, auth) => services.contact.delete(session(auth), params.id!),
    successStatus: 204,
    examples: {},
  },
];

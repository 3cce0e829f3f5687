import {
  contactMessageInputSchema,
  updateContactMessageStatusInputSchema,
} from "@aizapy/contracts";
import {
  contactMessage,
  contactMessagesResponse,
  contactReceiptResponse,
} from "../response-schemas.ts";
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
    summary: "Every contact message, newest first",
    requiresSession: true,
    run: async (services) => ({
      messages: (await services.contact.list()).map((message) =>
        pick(message, CONTACT_MESSAGE_FIELDS),
      ),
    }),
    successStatus: 200,
    response: contactMessagesResponse,
    examples: { response: { messages: [exampleMessage] } },
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

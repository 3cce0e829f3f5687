// Access control of the businesses' workspace: every /api/auth and /api/workspace path (read from
// the served OpenAPI document) and every workspace GraphQL root field (read from the schema), tried
// as six callers — anonymous, an agent, an admin and the owner of the business, another
// business's owner, and an operator of the console. Nobody outside the business reads or changes
// anything of it; agents are refused the team, keys, webhook, billing, changing the messaging
// rules and changing campaigns (they keep contacts and their consent, and follow campaigns);
// another business's owner
// presenting this business's ids is answered exactly as for ids that do not exist; an operator's
// token opens no workspace path and a member's opens no console path.
import { randomUUID } from "node:crypto";
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from "../../packages/graphql-server/node_modules/graphql/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ROOT_FIELDS } from "../../packages/graphql-server/src/anonymous-operations.ts";
import { buildAppSchema } from "../../packages/graphql-server/src/build-schema.ts";
import { startMailbox, type Mailbox } from "../../packages/server/src/test-support/mailbox.ts";
import {
  joinByInvitation,
  signUp,
  uniqueEmail,
} from "../../packages/server/src/test-support/member-fixtures.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../packages/server/src/test-support/platform-fixtures.ts";
import { rest } from "../../packages/server/src/test-support/rest-client.ts";
import {
  startTestServerWithAdmin,
  type TestServer,
} from "../../packages/server/src/test-support/test-server.ts";
import { recordCounts } from "./counts.ts";
import { webAppFixture } from "./hostile.ts";

type Party = "anonymous" | "operator" | "agent" | "admin" | "owner" | "stranger";
const PARTIES: Party[] = ["anonymous", "operator", "agent", "admin", "owner", "stranger"];

/** What only the business and its members may see; no answer to an outsider may hold any. */
const BUSINESS_NAME = `Marigold Textiles ${randomUUID().slice(0, 8)}`;
const CONTACT_NAME = `Asha Marigold ${randomUUID().slice(0, 8)}`;
const SEGMENT_NAME = `Marigold regulars ${randomUUID().slice(0, 8)}`;
const CAMPAIGN_NAME = `Marigold Diwali ${randomUUID().slice(0, 8)}`;
const CUSTOMER_TEXT = `Is the marigold saree back ${randomUUID().slice(0, 8)}?`;
const QUICK_REPLY_TEXT = `Marigold opens at 10 ${randomUUID().slice(0, 8)}`;
let markers: string[];

let server: TestServer;
let mailbox: Mailbox;
let receiver: WebhookReceiver;
const tokens = {} as Record<Party, string | undefined>;
/** The business's own ids, which the other business's owner presents. */
const ids = {
  member: "",
  invitation: "",
  apiKey: "",
  webhookEvent: "",
  contact: "",
  contactImport: "",
  segment: "",
  campaign: "",
  conversation: "",
  quickReply: "",
};
let requests = 0;

/** Paths and fields only owners and admins may use; agents answer customers. */
const MANAGERS_ONLY = /^\/api\/workspace\/(members|invitations|api-keys|webhook|usage)/;
const isManagersOnly = ({ method, path }: { method: string; path: string }) =>
  MANAGERS_ONLY.test(path) ||
  (method === "PUT" && path === "/api/workspace/settings") ||
  (method === "POST" && path.startsWith("/api/workspace/campaigns"));
const MANAGERS_ONLY_FIELDS = new Set([
  "workspaceMembers",
  "workspaceInvitations",
  "inviteMember",
  "revokeInvitation",
  "changeMemberRole",
  "removeMember",
  "workspaceApiKeys",
  "createWorkspaceApiKey",
  "revokeWorkspaceApiKey",
  "workspaceWebhook",
  "setWorkspaceWebhook",
  "rotateWorkspaceWebhookSecret",
  "workspaceWebhookDeliveries",
  "redeliverWorkspaceWebhook",
  "workspaceUsage",
  "updateWorkspaceSettings",
  "createWorkspaceCampaign",
  "launchWorkspaceCampaign",
  "pauseWorkspaceCampaign",
  "resumeWorkspaceCampaign",
  "cancelWorkspaceCampaign",
  "retargetWorkspaceCampaign",
]);
/** The workspace's GraphQL root fields (a member's token); every other field is the console's. */
const isWorkspaceField = (name: string) =>
  /^(workspace|member|createWorkspace|revokeWorkspace|setWorkspace|rotateWorkspace|redeliverWorkspace|upsertWorkspace|updateWorkspace|deleteWorkspace|optInWorkspace|optOutWorkspace|launchWorkspace|pauseWorkspace|resumeWorkspace|cancelWorkspace|retargetWorkspace|replyToWorkspace|addWorkspace|simulateWorkspace)/.test(
    name,
  ) ||
  [
    "inviteMember",
    "revokeInvitation",
    "changeMemberRole",
    "removeMember",
    "sendHelloWorld",
    "resendVerificationEmail",
  ].includes(name);
/** Calls that would end the caller's own session, tried last and on their own. */
const SIGN_OUT = new Set(["/api/auth/logout", "memberLogout"]);

beforeAll(async () => {
  mailbox = await startMailbox();
  receiver = await startWebhookReceiver();
  let operatorToken: string;
  ({ server, token: operatorToken } = await startTestServerWithAdmin({
    WEB_DIST_DIR: webAppFixture(),
    SMTP_URL: mailbox.url,
    SANDBOX_DELIVERED_AFTER_MS: "100",
    SANDBOX_READ_AFTER_MS: "200",
  }));
  tokens.operator = operatorToken;
  const owner = await signUp(server, { businessName: BUSINESS_NAME });
  tokens.owner = owner.token;
  const admin = await joinByInvitation(server, mailbox, owner.token, "admin");
  tokens.admin = admin.token;
  const agent = await joinByInvitation(server, mailbox, owner.token, "agent");
  tokens.agent = agent.token;
  ids.member = agent.user.id;
  tokens.stranger = (await signUp(server, { businessName: "Rival Looms" })).token;

  const pending = await rest(server, "POST", "/workspace/invitations", {
    token: owner.token,
    body: { email: uniqueEmail("pending"), role: "agent" },
  });
  ids.invitation = pending.body.id;
  const key = await rest(server, "POST", "/workspace/api-keys", {
    token: owner.token,
    body: { name: "Marigold CRM" },
  });
  ids.apiKey = key.body.apiKey.id;
  await rest(server, "PUT", "/workspace/webhook", {
    token: owner.token,
    body: { url: receiver.url },
  });
  await rest(server, "POST", "/workspace/sandbox/hello-world", {
    token: owner.token,
    body: { to: "+919812345678" },
  });
  await receiver.waitFor((hook) => hook.body.includes("message.status"));
  const deliveries = await rest(server, "GET", "/workspace/webhook/deliveries", {
    token: owner.token,
  });
  ids.webhookEvent = deliveries.body.items[0].id;
  const contact = await rest(server, "POST", "/workspace/contacts", {
    token: owner.token,
    body: { phone: "+91 98111 22334", name: CONTACT_NAME, tags: ["marigold-vip"] },
  });
  ids.contact = contact.body.contact.id;
  const started = await fetch(`${server.baseUrl}/api/workspace/contacts/imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${owner.token}`, "content-type": "text/csv" },
    body: "phone,name\n+919811122335,Ravi Marigold\n12345,Nobody\n",
  });
  ids.contactImport = ((await started.json()) as { id: string }).id;
  const segment = await rest(server, "POST", "/workspace/segments", {
    token: owner.token,
    body: { name: SEGMENT_NAME, filter: { tags: ["marigold-vip"] } },
  });
  ids.segment = segment.body.id;
  const campaign = await rest(server, "POST", "/workspace/campaigns", {
    token: owner.token,
    body: {
      name: CAMPAIGN_NAME,
      template: { name: "hello_world", language: "en_US" },
      audience: { segmentId: ids.segment },
    },
  });
  expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
  ids.campaign = campaign.body.id;
  await rest(server, "POST", `/workspace/campaigns/${ids.campaign}/launch`, { token: owner.token });
  // A customer's message (its conversation) and a saved reply of the team.
  await rest(server, "POST", "/workspace/sandbox/inbound", {
    token: agent.token,
    body: { from: "+919811122336", text: CUSTOMER_TEXT },
  });
  const auth = await server.services.members.authenticate(owner.token);
  const inbox = await server.services.workspace.inbox.list(auth, { q: "9811122336" });
  ids.conversation = inbox.items[0]!.id;
  ids.quickReply = (
    await server.services.workspace.quickReplies.create(auth, {
      shortcut: "marigold",
      text: QUICK_REPLY_TEXT,
    })
  ).id;
  markers = [BUSINESS_NAME, owner.user.email, admin.user.email, agent.user.email, receiver.url];
  markers.push(CUSTOMER_TEXT, QUICK_REPLY_TEXT, "+919811122336");
  markers.push(CONTACT_NAME, "marigold-vip", SEGMENT_NAME, "Ravi Marigold", "+919811122335");
  markers.push(CAMPAIGN_NAME);
  markers.push(key.body.apiKey.prefix);
});
afterAll(async () => {
  recordCounts({ suite: "access control (workspace)", requests });
  await server?.close();
  await mailbox?.close();
  await receiver?.close();
});

interface Operation {
  path: string;
  method: string;
  isProtected: boolean;
  /** The request body's media type, when it takes one. */
  contentType?: string;
  example: unknown;
}

async function workspaceOperations(): Promise<Operation[]> {
  const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { security?: unknown[]; requestBody?: { content: Record<string, { example?: unknown }> } }
      >
    >;
  };
  return Object.entries(document.paths)
    .filter(([path]) => /^\/api\/(auth|workspace)\//.test(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return {
          path,
          method: method.toUpperCase(),
          isProtected: (operation.security ?? []).length > 0,
          contentType,
          example: media?.example,
        };
      }),
    );
}

/** The business's own id of the kind a path takes. */
function ownIdFor(path: string): string {
  if (path.includes("/members/")) return ids.member;
  if (path.includes("/invitations/")) return ids.invitation;
  if (path.includes("/api-keys/")) return ids.apiKey;
  if (path.includes("/deliveries/")) return ids.webhookEvent;
  if (path.includes("/contacts/imports/")) return ids.contactImport;
  if (path.includes("/contacts/")) return ids.contact;
  if (path.includes("/segments/")) return ids.segment;
  if (path.includes("/campaigns/")) return ids.campaign;
  throw new Error(`no id of this business for ${path}`);
}

async function call(party: Party, operation: Operation, id: string) {
  requests++;
  const response = await fetch(`${server.baseUrl}${operation.path.replace(/\{\w+\}/g, id)}`, {
    method: operation.method,
    headers: {
      ...(tokens[party] ? { authorization: `Bearer ${tokens[party]}` } : {}),
      ...(operation.example ? { "content-type": operation.contentType! } : {}),
    },
    ...(operation.example
      ? {
          body:
            typeof operation.example === "string"
              ? operation.example
              : JSON.stringify(operation.example),
        }
      : {}),
  });
  // An event stream never ends by itself: its first lines are answer enough.
  const streams = response.headers.get("content-type")?.startsWith("text/event-stream");
  return {
    status: response.status,
    text: streams ? await firstChunk(response) : await response.text(),
  };
}

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

const leaks = (text: string) => markers.filter((marker) => text.includes(marker));

describe("every /api/auth and /api/workspace path", () => {
  it("answers each caller as its role allows, and leaks nothing outside the business", async () => {
    const operations = (await workspaceOperations()).filter((op) => !SIGN_OUT.has(op.path));
    expect(operations.filter((op) => op.isProtected).length).toBeGreaterThan(15);
    for (const operation of operations.filter((op) => op.isProtected)) {
      const takesId = operation.path.includes("{");
      for (const party of PARTIES) {
        const what = `${operation.method} ${operation.path} as ${party}`;
        const answer = await call(party, operation, randomUUID());
        const outside = party === "anonymous" || party === "operator" || party === "stranger";
        if (outside) expect(leaks(answer.text), what).toEqual([]);
        if (party === "anonymous" || party === "operator") {
          expect(answer.status, `${what}: ${answer.text}`).toBe(401);
          expect(JSON.parse(answer.text), what).toMatchObject({ code: "unauthorized" });
        } else if (party === "agent" && isManagersOnly(operation)) {
          expect(answer.status, `${what}: ${answer.text}`).toBe(403);
          expect(JSON.parse(answer.text), what).toMatchObject({ code: "forbidden" });
        } else {
          expect([401, 403], `${what}: ${answer.text}`).not.toContain(answer.status);
        }
        if (party === "stranger" && takesId) {
          // The business's real id, answered exactly as an id that names nothing.
          const own = await call(party, operation, ownIdFor(operation.path));
          expect(own.status, `${what} with this business's id: ${own.text}`).toBe(answer.status);
          expect(own.text, what).toBe(answer.text);
          expect(leaks(own.text), what).toEqual([]);
        }
      }
    }
  });

  it("keeps the operator out of the workspace and members out of the console", async () => {
    const console = await rest(server, "GET", "/admin/businesses", { token: tokens.owner });
    requests++;
    expect(console.status).toBe(401);
    const me = await rest(server, "GET", "/auth/me", { token: tokens.operator });
    requests++;
    expect(me.status).toBe(401);
  });

  it("leaves every outsider's refusal without a trace in the business", async () => {
    const members = await rest(server, "GET", "/workspace/members", { token: tokens.owner });
    const keys = await rest(server, "GET", "/workspace/api-keys", { token: tokens.owner });
    requests += 2;
    expect(members.body.map((m: { id: string }) => m.id)).toContain(ids.member);
    expect(keys.body.find((k: { id: string }) => k.id === ids.apiKey)?.revokedAt).toBeNull();
  });
});

describe("every workspace GraphQL root field", async () => {
  const schema = await buildAppSchema();
  const fields = (["query", "mutation"] as const).flatMap((operation) => {
    const root = operation === "query" ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {})
      .filter((field) => !PUBLIC_ROOT_FIELDS.has(field.name) && !SIGN_OUT.has(field.name))
      .map((field) => ({ operation, field }));
  });

  const ask = async (party: Party, document: string, variables: Record<string, unknown>) => {
    requests++;
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(tokens[party] ? { authorization: `Bearer ${tokens[party]}` } : {}),
      },
      body: JSON.stringify({ query: document, variables }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
    return { text, codes: body.errors?.map((error) => error.extensions?.code) ?? [] };
  };

  it("answers each caller as its role allows, and leaks nothing outside the business", async () => {
    const workspaceFields = fields.filter(({ field }) => isWorkspaceField(field.name));
    expect(workspaceFields.length).toBeGreaterThan(15);
    for (const { operation, field } of workspaceFields) {
      const placeholder = callOf(operation, field, randomUUID());
      for (const party of PARTIES) {
        const what = `${operation} ${field.name} as ${party}`;
        const answer = await ask(party, placeholder.document, placeholder.variables);
        if (party === "anonymous" || party === "operator" || party === "stranger") {
          expect(leaks(answer.text), what).toEqual([]);
        }
        if (party === "anonymous" || party === "operator") {
          expect(answer.codes, `${what}: ${answer.text}`).toEqual(["UNAUTHENTICATED"]);
        } else if (party === "agent" && MANAGERS_ONLY_FIELDS.has(field.name)) {
          expect(answer.codes, `${what}: ${answer.text}`).toEqual(["FORBIDDEN"]);
        } else {
          expect(answer.codes, `${what}: ${answer.text}`).not.toContain("UNAUTHENTICATED");
          expect(answer.codes, `${what}: ${answer.text}`).not.toContain("FORBIDDEN");
        }
        const idArgument = field.args.find((arg) => arg.name === "id");
        if (party === "stranger" && idArgument) {
          const name = field.name.toLowerCase();
          const ownId = name.includes("quickreply")
            ? ids.quickReply
            : name.includes("conversation")
              ? ids.conversation
              : name.includes("contactimport")
                ? ids.contactImport
                : name.includes("segment")
                  ? ids.segment
                  : name.includes("invitation")
                    ? ids.invitation
                    : name.includes("apikey")
                      ? ids.apiKey
                      : name.includes("webhook")
                        ? ids.webhookEvent
                        : name.includes("contact")
                          ? ids.contact
                          : name.includes("campaign")
                            ? ids.campaign
                            : ids.member;
          const own = callOf(operation, field, ownId);
          const ownAnswer = await ask(party, own.document, own.variables);
          expect(ownAnswer.codes, what).toEqual(answer.codes);
          expect(leaks(ownAnswer.text), what).toEqual([]);
        }
      }
    }
  });

  it("opens none of the console's fields to a member", async () => {
    const consoleFields = fields.filter(({ field }) => !isWorkspaceField(field.name));
    expect(consoleFields.length).toBeGreaterThan(20);
    for (const { operation, field } of consoleFields) {
      const { document, variables } = callOf(operation, field, randomUUID());
      for (const party of ["agent", "owner"] as const) {
        const answer = await ask(party, document, variables);
        expect(answer.codes, `${operation} ${field.name} as ${party}`).toEqual(["UNAUTHENTICATED"]);
      }
    }
  });
});

describe("signing out", () => {
  it("ends the member's session at once, for REST and GraphQL alike", async () => {
    const out = await rest(server, "POST", "/auth/logout", { token: tokens.agent });
    requests += 3;
    expect(out.status).toBe(204);
    expect((await rest(server, "GET", "/auth/me", { token: tokens.agent })).status).toBe(401);
    const graphql = await server.graphql("{ memberAccount { role } }", {
      token: tokens.agent!,
    });
    expect(graphql.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

/** A syntactically complete call of a root field, its ID arguments set to `id`. */
function callOf(operation: string, field: GraphQLField<unknown, unknown>, id: string) {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args = field.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => {
      declarations.push(`$${arg.name}: ${String(arg.type)}`);
      variables[arg.name] = placeholder(arg.type, id);
      return `${arg.name}: $${arg.name}`;
    });
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  const call = `${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection}`;
  return {
    document: `${operation}${declarations.length ? `(${declarations.join(", ")})` : ""} { ${call} }`,
    variables,
  };
}

function placeholder(type: GraphQLInputType, id: string): unknown {
  const named = getNamedType(type);
  if (isScalarType(named)) {
    if (named.name === "Int" || named.name === "Float") return 1;
    if (named.name === "Boolean") return true;
    return named.name === "ID" ? id : "agent";
  }
  if (isEnumType(named)) return named.getValues()[0]!.value;
  const value: Record<string, unknown> = {};
  for (const inputField of Object.values(named.getFields()))
    value[inputField.name] = placeholder(inputField.type, id);
  return value;
}

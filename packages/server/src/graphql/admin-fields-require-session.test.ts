import {
  getNamedType,
  isCompositeType,
  isNonNullType,
  isScalarType,
  isEnumType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionToken } from "@aizapy/services";
import {
  createAdmin,
  signIn,
  startTestServer,
  type TestServer,
} from "../test-support/test-server.ts";
import { buildAppSchema } from "@aizapy/graphql-server";

/** The only root fields anyone may use without signing in. */
const PUBLIC_FIELDS = ["publicSettings", "submitContactMessage", "adminLogin"];

let server: TestServer;
let revokedToken: string;
let expiredToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await createAdmin(server.prisma);
  revokedToken = await signIn(server);
  await server.graphql(`mutation { adminLogout }`, { token: revokedToken });
  expiredToken = await signIn(server);
  await server.prisma.adminSession.update({
    where: { tokenHash: hashSessionToken(expiredToken) },
    data: { lastUsedAt: new Date(Date.now() - 3600_000) },
  });
});
afterAll(() => server.close());

/** A syntactically complete call of a root field, with placeholder arguments. */
function callOf(field: GraphQLField<unknown, unknown>): {
  document: string;
  variables: Record<string, unknown>;
} {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args = field.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => {
      declarations.push(`$${arg.name}: ${String(arg.type)}`);
      variables[arg.name] = placeholder(arg.type);
      return `${arg.name}: $${arg.name}`;
    });
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  const call = `${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection}`;
  return { document: `(${declarations.join(", ")}) { ${call} }`.replace("() ", " "), variables };
}

function placeholder(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isScalarType(named))
    return named.name === "Int" || named.name === "Float"
      ? 1
      : named.name === "Boolean"
        ? true
        : "00000000-0000-4000-8000-000000000000";
  if (isEnumType(named)) return named.getValues()[0]!.value;
  const value: Record<string, unknown> = {};
  for (const inputField of Object.values(named.getFields()))
    value[inputField.name] = placeholder(inputField.type);
  return value;
}

describe("every admin field", async () => {
  const schema = await buildAppSchema();
  const rootTypes = { query: schema.getQueryType()!, mutation: schema.getMutationType()! };
  const adminFields = (["query", "mutation"] as const).flatMap((operation) =>
    Object.values(rootTypes[operation].getFields())
      .filter((field) => !PUBLIC_FIELDS.includes(field.name))
      .map((field) => ({ operation, field })),
  );

  it("is covered here (the list is read from the schema)", () => {
    expect(adminFields.map(({ field }) => field.name)).toEqual(
      expect.arrayContaining([
        "me",
        "contactMessages",
        "platformSettings",
        "updatePlatformSettings",
        "deleteContactMessage",
      ]),
    );
  });

  it.each(
    adminFields.map(
      ({ operation, field }) => [`${operation} ${field.name}`, operation, field] as const,
    ),
  )(
    "%s answers UNAUTHENTICATED without a session, with a revoked one and with an expired one",
    async (_, operation, field) => {
      const { document, variables } = callOf(field);
      for (const token of [undefined, revokedToken, expiredToken]) {
        const result = await server.graphql(`${operation}${document}`, {
          variables,
          ...(token ? { token } : {}),
        });
        expect(
          result.errors?.map((e) => e.extensions?.code),
          `${field.name} with ${token ?? "no token"}`,
        ).toEqual(["UNAUTHENTICATED"]);
        expect(result.data ?? null).toBeNull();
      }
    },
  );

  it("changed nothing while refusing", async () => {
    expect(
      await server.prisma.platformSettings.findUniqueOrThrow({ where: { id: "global" } }),
    ).toMatchObject({
      updatedAt: null,
      maintenanceMode: false,
    });
    expect(
      await server.prisma.auditLog.count({ where: { action: { notIn: ["login", "logout"] } } }),
    ).toBe(0);
  });
});

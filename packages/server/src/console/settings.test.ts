import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Admin } from "@aizapy/db";
import { type TestServer, startTestServerWithAdmin } from "../test-support/test-server.ts";

let server: TestServer;
let admin: Admin;
let token: string;

const GET = /* GraphQL */ `
  query {
    platformSettings {
      maintenanceMode
      signupEnabled
      allowedOrigins
      updatedAt
    }
  }
`;
const PUBLIC = /* GraphQL */ `
  query {
    publicSettings {
      maintenanceMode
      signupEnabled
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: PlatformSettingsInput!) {
    updatePlatformSettings(input: $input) {
      maintenanceMode
      signupEnabled
      allowedOrigins
      updatedAt
    }
  }
`;

beforeAll(async () => {
  ({ server, admin, token } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

describe("platform settings", () => {
  it("start with the defaults and no update time", async () => {
    const { data } = await server.graphql(GET, { token });
    expect(data).toEqual({
      platformSettings: {
        maintenanceMode: false,
        signupEnabled: true,
        allowedOrigins: [],
        updatedAt: null,
      },
    });
    expect((await server.graphql(PUBLIC)).data).toEqual({
      publicSettings: { maintenanceMode: false, signupEnabled: true },
    });
  });

  it("round-trip: the whole object is saved, read back, public, and recorded", async () => {
    const input = {
      maintenanceMode: true,
      signupEnabled: false,
      allowedOrigins: [
        "https://partner.example.com",
        "http://localhost:5173",
        "https://partner.example.com",
      ],
    };
    const before = Date.now();
    const saved = await server.graphql<{ updatePlatformSettings: { updatedAt: string } }>(UPDATE, {
      token,
      variables: { input },
    });
    const expected = {
      maintenanceMode: true,
      signupEnabled: false,
      allowedOrigins: ["https://partner.example.com", "http://localhost:5173"],
    };
    expect(saved.data!.updatePlatformSettings).toMatchObject(expected);
    expect(Date.parse(saved.data!.updatePlatformSettings.updatedAt)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expect((await server.graphql(GET, { token })).data).toEqual({
      platformSettings: saved.data!.updatePlatformSettings,
    });
    expect((await server.graphql(PUBLIC)).data).toEqual({
      publicSettings: { maintenanceMode: true, signupEnabled: false },
    });

    const entry = await server.prisma.auditLog.findFirstOrThrow({
      where: { targetType: "platform_settings" },
    });
    expect(entry).toMatchObject({
      action: "update",
      actorType: "admin",
      actorId: admin.id,
      targetId: "global",
      details:
        "Updated platform settings: Maintenance Mode on; New User Signup off; allowed origins set to https://partner.example.com, http://localhost:5173",
    });
  });

  it.each([
    [["https://example.com/"], "allowedOrigins.0"],
    [["example.com"], "allowedOrigins.0"],
    [["https://ok.example.com", "ftp://files.example.com"], "allowedOrigins.1"],
  ])("refuses %o as origins and changes nothing", async (allowedOrigins, path) => {
    const before = await server.prisma.platformSettings.findUniqueOrThrow({
      where: { id: "global" },
    });
    const result = await server.graphql(UPDATE, {
      token,
      variables: { input: { maintenanceMode: false, signupEnabled: true, allowedOrigins } },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [
        { path, message: "Each allowed origin must be a full origin such as https://example.com" },
      ],
    });
    expect(
      await server.prisma.platformSettings.findUniqueOrThrow({ where: { id: "global" } }),
    ).toEqual(before);
  });
});

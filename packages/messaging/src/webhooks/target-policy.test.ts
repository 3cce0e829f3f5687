import { describe, expect, it } from "vitest";
import {
  isNonPublicAddress,
  resolveWebhookTarget,
  WEBHOOK_URL_MESSAGES,
  webhookUrlProblem,
} from "./target-policy.ts";

const production = { allowPrivateTargets: false };
const development = { allowPrivateTargets: true };

describe("webhook target policy", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.5",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:7f00:1",
    // IPv4 addresses carried inside IPv6 ones: NAT64, 6to4 and the old IPv4-compatible form.
    "64:ff9b::7f00:1",
    "64:ff9b::10.0.0.1",
    "2002:a9fe:a9fe::1",
    "2002:c0a8:101:1::",
    "::127.0.0.1",
    "::a00:1",
    // Relays and ranges that can reach any network: 6to4 relay anycast, Teredo, site-local, and
    // every IPv4-mapped address, public or not.
    "192.88.99.1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "fec0::1",
    "::ffff:8.8.8.8",
    "::ffff:0:808:808",
    "not-an-ip",
  ])("treats %s as not public", (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "157.240.1.35",
    "2a03:2880:f12f:83:face:b00c:0:25de",
    "64:ff9b::808:808",
    "2002:9df0:123::1",
  ])("treats %s as public", (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  it.each([
    ["http://hooks.example.com/x", WEBHOOK_URL_MESSAGES.https],
    ["https://user:pw@hooks.example.com/x", WEBHOOK_URL_MESSAGES.credentials],
    ["https://127.0.0.1/x", WEBHOOK_URL_MESSAGES.privateTarget],
    ["https://[::1]:8443/x", WEBHOOK_URL_MESSAGES.privateTarget],
    ["https://169.254.169.254/latest/meta-data", WEBHOOK_URL_MESSAGES.privateTarget],
    ["https://localhost/x", WEBHOOK_URL_MESSAGES.privateTarget],
    ["ftp://hooks.example.com/x", WEBHOOK_URL_MESSAGES.invalid],
    ["hooks.example.com/x", WEBHOOK_URL_MESSAGES.invalid],
  ])("refuses %s in production", (url, message) => {
    expect(webhookUrlProblem(url, production)).toBe(message);
  });

  it("allows private http targets only when told to", () => {
    expect(webhookUrlProblem("http://127.0.0.1:4010/hook", development)).toBeNull();
    expect(webhookUrlProblem("https://hooks.example.com/x", production)).toBeNull();
  });

  it("refuses a host name that resolves to a private address, as a rebinding attacker would set it", async () => {
    const lookup = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.8", family: 4 },
    ];
    expect(await resolveWebhookTarget("https://rebind.example/x", production, lookup)).toEqual({
      ok: false,
      message: WEBHOOK_URL_MESSAGES.privateTarget,
    });
  });

  it("hands back the checked addresses, so a delivery connects to exactly those", async () => {
    const lookup = async () => [{ address: "93.184.216.34", family: 4 }];
    expect(await resolveWebhookTarget("https://hooks.example/x", production, lookup)).toEqual({
      ok: true,
      addresses: [{ address: "93.184.216.34", family: 4 }],
    });
  });

  it("says so when the host does not resolve", async () => {
    const lookup = async () => {
      throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await resolveWebhookTarget("https://nowhere.example/x", production, lookup)).toEqual({
      ok: false,
      message: WEBHOOK_URL_MESSAGES.unresolvable,
    });
  });
});

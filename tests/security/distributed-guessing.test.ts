// Guessing one account's password from many source addresses, over real sockets: IPv4 addresses
// across 127.0.0.0/8 and IPv6 addresses of one /64 added to the loopback. The account's budget of
// failed checks holds however many addresses take part, a /64 counts as one address for every
// address limit, and the owner still signs in from an address they signed in from before.
import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../../packages/contracts/src/logger.ts";
import { createHttpServer } from "../../packages/server/src/http/listen.ts";
import { createServer } from "../../packages/server/src/server.ts";
import { createAdmin, testConfig } from "../../packages/server/src/test-support/test-server.ts";
import {
  createTestDatabase,
  type TestDatabase,
} from "../../packages/db/src/testing/test-database.ts";
import { recordCounts, releaseProfile } from "./counts.ts";
import { webAppFixture } from "./hostile.ts";

const OWNER = { username: "owner", password: "the-real-owner-password" };
const HOME = "127.0.0.2";
const ACCOUNT_BUDGET = 20;
const GUESSES_PER_ADDRESS = 5;
const IPV4_ADDRESSES = releaseProfile ? 250 : 40;
const IPV6_ADDRESSES = releaseProfile ? 32 : 8;
// Each database's run has its own /64, so the two can run side by side.
const PREFIX = `fd7a:5ec:${process.env.TEST_DATABASE === "postgres" ? 2 : 1}:64`;
const ipv6 = (n: number) => `${PREFIX}::${(n + 1).toString(16)}`;

let database: TestDatabase;
let stop: () => Promise<void>;
let listener: http.Server;
let port: number;
let requests = 0;
const added: string[] = [];

/** Adds the /64's addresses to the loopback (needs root, as CI has); false where it may not. */
function addIpv6Addresses(): boolean {
  try {
    for (let n = 0; n < IPV6_ADDRESSES; n++) {
      execFileSync("ip", ["-6", "addr", "add", `${ipv6(n)}/128`, "dev", "lo"], { stdio: "pipe" });
      added.push(ipv6(n));
    }
    return true;
  } catch (error) {
    if (process.env.CI) throw error;
    return false;
  }
}
const hasIpv6 = addIpv6Addresses();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({
    WEB_DIST_DIR: webAppFixture(),
    LOGIN_MAX_FAILURES_PER_USER: String(GUESSES_PER_ADDRESS),
    LOGIN_MAX_FAILURES_PER_ADDRESS: "20",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_BUDGET),
    RATE_LIMIT_CONTACT_PER_MINUTE: "5",
  });
  const log: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
  // The attacked account's slowdown is not waited out: the budget is what is measured here.
  const server = await createServer({ config, database, log, delay: async () => undefined });
  stop = server.stop;
  listener = createHttpServer(server.handler);
  await new Promise<void>((resolve) => listener.listen(0, "::", resolve));
  port = (listener.address() as AddressInfo).port;
  await createAdmin(database.prisma, OWNER.username, OWNER.password);
});
afterAll(async () => {
  recordCounts({ suite: "distributed guessing", requests });
  listener?.closeAllConnections();
  await new Promise((resolve) => listener?.close(resolve));
  await stop?.();
  await database?.destroy();
  for (const address of added) {
    execFileSync("ip", ["-6", "addr", "del", `${address}/128`, "dev", "lo"], { stdio: "pipe" });
  }
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** A POST from `from` (an address on this machine's loopback) to the product. */
function post(from: string, path: string, body: unknown, headers = {}): Promise<Answer> {
  requests++;
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: from.includes(":") ? "::1" : "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers }),
        );
      },
    );
    request.on("error", reject);
    request.end(text);
  });
}

const signIn = (from: string, password: string) =>
  post(from, "/api/admin/login", { username: OWNER.username, password });

/** Runs the calls a few at a time (real sockets, like an attacker's botnet). */
async function inBatches<T>(calls: (() => Promise<T>)[], size = 8): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < calls.length; i += size) {
    results.push(...(await Promise.all(calls.slice(i, i + size).map((call) => call()))));
  }
  return results;
}

describe("guessing one account's password from many addresses", () => {
  it("checks at most the account's budget, and never locks the owner out of home", async () => {
    expect((await signIn(HOME, OWNER.password)).status).toBe(200);

    const checked: number[] = [];
    if (hasIpv6) {
      // One /64: its addresses share one (account, address) pair.
      const fromOneNetwork: number[] = [];
      for (let n = 0; n < IPV6_ADDRESSES; n++) {
        for (let guess = 0; guess < GUESSES_PER_ADDRESS; guess++) {
          fromOneNetwork.push((await signIn(ipv6(n), `v6-guess-${n}-${guess}`)).status);
        }
      }
      expect(fromOneNetwork.filter((status) => status === 401)).toHaveLength(GUESSES_PER_ADDRESS);
      expect(fromOneNetwork.filter((status) => status === 429)).toHaveLength(
        IPV6_ADDRESSES * GUESSES_PER_ADDRESS - GUESSES_PER_ADDRESS,
      );
      checked.push(...fromOneNetwork);
    }
    const fromMany = await inBatches(
      Array.from(
        { length: IPV4_ADDRESSES * GUESSES_PER_ADDRESS },
        (_, i) => () =>
          signIn(
            `127.1.${Math.floor(i / GUESSES_PER_ADDRESS) >> 8}.${(Math.floor(i / GUESSES_PER_ADDRESS) & 255) + 1}`,
            `guess-${i}`,
          ),
      ),
    );
    checked.push(...fromMany.map((answer) => answer.status));

    expect(checked.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(checked.filter((status) => status === 401)).toHaveLength(ACCOUNT_BUDGET);
    const refused = fromMany.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // The owner's own address is never refused by the budget; a fresh one waits for it.
    expect((await signIn(HOME, OWNER.password)).status).toBe(200);
    expect((await signIn("127.0.0.250", OWNER.password)).status).toBe(429);
  });

  it.runIf(hasIpv6)("counts one /64 as one address for the contact form", async () => {
    const enquiry = {
      name: "Meera Joshi",
      email: "meera@example.in",
      subject: "Pricing for Pro",
      message: "How much would 50,000 utility messages cost?",
    };
    const statuses = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await post(ipv6(n), "/api/contact", enquiry)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another /64 is another client.
    expect((await post(HOME, "/api/contact", enquiry)).status).toBe(201);
  });

  it.runIf(hasIpv6)("counts one /64 as one address for /v1 calls without a valid key", async () => {
    const remaining = [];
    for (let n = 0; n < 3; n++) {
      const answer = await post(ipv6(n), "/v1/messages/send", {}, { authorization: "Bearer nope" });
      expect(answer.status).toBe(401);
      remaining.push(Number(/r=(\d+)/.exec(String(answer.headers["ratelimit"]))?.[1]));
    }
    expect(remaining).toEqual([remaining[0], remaining[0]! - 1, remaining[0]! - 2]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventually,
  startSandboxPlatform,
  v1,
  type SandboxPlatform,
} from "../test-support/platform-fixtures.ts";

// Contacts imported from a CSV, as a business uploads one with its key: 202 at once, then the
// progress, every row accounted for (imported, updated or rejected with its reason), and the
// full report of rejected rows.

let platform: SandboxPlatform;
let key: string;

beforeAll(async () => {
  platform = await startSandboxPlatform({}, {});
  key = platform.business.apiKey;
});
afterAll(() => platform?.server.close());

const upload = async (csv: string, query = "") => {
  const response = await fetch(`${platform.server.baseUrl}/v1/contacts/imports${query}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "text/csv" },
    body: csv,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
  return { status: response.status, body: (await response.json()) as any };
};

/** The import once it is no longer running, watched in the database (polling /v1 would spend
 * the key's calls per minute). */
const finished = async (id: string) => {
  await eventually(async () => {
    const [row] = await platform.server.database.sql.query<{ status: string }>(
      `SELECT status FROM contact_imports WHERE id = $1`,
      [id],
    );
    return row?.status === "running" ? undefined : true;
  }, 60_000);
  return (await v1(platform.server, "GET", `/contacts/imports/${id}`, { key })).body;
};

describe("a CSV import", () => {
  it("imports good rows, reports each bad one with its row, and updates known numbers", async () => {
    await v1(platform.server, "POST", "/contacts", {
      key,
      body: { phone: "+919877700001", name: "Old Name", tags: ["existing"] },
    });
    const csv = [
      "Phone,Name,City,Tags",
      "+91 98777 00001,Anita Desai,Pune,vip;diwali",
      "98777 00002,Rahul Mehta,Mumbai,diwali",
      "12345,Bad Number,Delhi,",
      '"9877700003","Sara, with a comma",Goa,',
      "9877700002,Rahul M,Thane,repeat",
    ].join("\n");
    const started = await upload(csv, "?optInSource=store%20signup%20sheet");
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ id: expect.any(String), status: "running" });

    const result = await finished(started.body.id);
    expect(result).toMatchObject({
      status: "completed",
      total: 5,
      processed: 5,
      created: 2,
      updated: 2,
      failed: 1,
      errors: [{ row: 4, message: expect.stringContaining("phone") }],
      failureReason: null,
    });

    const { body: list } = await v1(platform.server, "GET", "/contacts?q=98777", { key });
    const byPhone = Object.fromEntries(list.items.map((c: { phone: string }) => [c.phone, c]));
    expect(byPhone["+919877700001"]).toMatchObject({
      name: "Anita Desai",
      attributes: { city: "Pune" },
      tags: expect.arrayContaining(["existing", "vip", "diwali"]),
      consent: { status: "opted_in", source: "store signup sheet" },
    });
    expect(byPhone["+919877700002"]).toMatchObject({
      name: "Rahul M",
      attributes: { city: "Thane" },
      tags: expect.arrayContaining(["diwali", "repeat"]),
    });
    expect(byPhone["+919877700003"]).toMatchObject({ name: "Sara, with a comma" });

    const report = await fetch(
      `${platform.server.baseUrl}/v1/contacts/imports/${started.body.id}/report`,
      { headers: { authorization: `Bearer ${key}` } },
    );
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("text/csv");
    const lines = (await report.text()).trim().split("\n");
    expect(lines[0]).toBe("row,phone,error");
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^4,12345,"?phone: /)]);
  });

  it("never opts in a contact who opted out", async () => {
    const { body: contact } = await v1(platform.server, "POST", "/contacts", {
      key,
      body: { phone: "+919877700010" },
    });
    await v1(platform.server, "POST", `/contacts/${contact.id}/opt-out`, {
      key,
      body: { source: "asked us" },
    });
    const started = await upload("phone\n+919877700010\n", "?optInSource=old%20list");
    await finished(started.body.id);
    const { body } = await v1(platform.server, "GET", `/contacts/${contact.id}`, { key });
    expect(body.consent.status).toBe("opted_out");
  });

  it("refuses a file without a phone column, or an empty one, and stores nothing", async () => {
    for (const csv of ["name,city\nAsha,Pune\n", "", "\n\n"]) {
      const answer = await upload(csv);
      expect(answer.status, JSON.stringify([csv, answer.body])).toBe(400);
      expect(answer.body.error?.code, JSON.stringify([csv, answer.body])).toBe("invalid_request");
    }
    const stored = await platform.server.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contact_imports WHERE "businessId" = $1 AND total IS NULL`,
      [platform.business.id],
    );
    expect(stored[0]!.n).toBe(0);
  });

  it("imports thousands of rows in batches, counting each once", async () => {
    const rows = Array.from(
      { length: 2_400 },
      (_, i) => `+9198${String(80_000_000 + i)},Customer ${i},${i % 2 ? "odd" : "even"}`,
    );
    const started = await upload(["phone,name,tags", ...rows].join("\n"));
    const result = await finished(started.body.id);
    expect(result).toMatchObject({
      status: "completed",
      total: 2_400,
      processed: 2_400,
      created: 2_400,
      failed: 0,
    });
    const odd = await v1(platform.server, "GET", "/contacts?tag=odd&limit=200", { key });
    expect(odd.body.items).toHaveLength(200);
  });

  it("refuses a file over 32 MB with 413, naming the limit", async () => {
    const row = "+919800000000,A name long enough to fill the file quickly,Pune\n";
    const answer = await upload(
      `phone,name,city\n${row.repeat(Math.ceil((33 * 1024 * 1024) / row.length))}`,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({
      code: "request_too_large",
      message: "The request body is larger than 32 MB.",
    });
  });

  it("answers another business's or an unknown import 404", async () => {
    for (const id of [crypto.randomUUID(), "nope"]) {
      const answer = await v1(platform.server, "GET", `/contacts/imports/${id}`, { key });
      expect(answer.status).toBe(404);
    }
  });
});

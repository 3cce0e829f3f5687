import { describe, expect, it } from "vitest";
import { UTF8_BOM, csvCell, csvChunks, csvRow, keysetBatches } from "./csv.ts";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
  ])("turns %j, which a spreadsheet would run, into text", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain text")).toBe("plain text");
  });

  it("writes times as ISO 8601, absent values as empty and keeps accents", () => {
    expect(csvRow([new Date("2026-11-22T09:15:00Z"), null, undefined, 3, "Zoë"])).toBe(
      "2026-11-22T09:15:00.000Z,,,3,Zoë\r\n",
    );
  });

  it("starts the file with a byte order mark and the header row", async () => {
    const chunks: string[] = [];
    for await (const chunk of csvChunks(
      [{ header: "Name", value: (row: { name: string }) => row.name }],
      (async function* () {
        yield [{ name: "Asha" }, { name: "=cmd" }];
      })(),
    )) {
      chunks.push(chunk);
    }
    expect(chunks.join("")).toBe(`${UTF8_BOM}Name\r\nAsha\r\n'=cmd\r\n`);
  });
});

describe("keyset batches", () => {
  it("reads the next batch only when the one before has been taken", async () => {
    const rows = Array.from({ length: 25 }, (_, index) => index);
    const reads: (number | undefined)[] = [];
    const batches = keysetBatches<number, number>(
      async (after, limit) => {
        reads.push(after);
        return rows.filter((row) => after === undefined || row > after).slice(0, limit);
      },
      (row) => row,
      10,
    );
    const first = await batches.next();
    expect(first.value).toHaveLength(10);
    expect(reads).toEqual([undefined]);
    const rest: number[][] = [];
    for await (const batch of batches) rest.push(batch);
    expect(rest.map((batch) => batch.length)).toEqual([10, 5]);
    expect(reads).toEqual([undefined, 9, 19]);
  });
});

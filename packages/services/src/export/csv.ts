// CSV for spreadsheets: RFC 4180 quoting, a UTF-8 byte order mark so Excel reads the accents, and
// cells that a spreadsheet would run as a formula turned back into text. Every export of the
// console goes through here.

/** Excel needs it to read UTF-8; other programs skip it. */
export const UTF8_BOM = "\uFEFF";

/**
 * What a spreadsheet treats as the start of a formula (or, for tab and carriage return, strips
 * before looking again): a visitor's enquiry must not become `=HYPERLINK(...)` on an operator's
 * machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: text from visitors is neutralised with a leading apostrophe, then quoted if needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

/**
 * The file as text chunks: the BOM and header, then one chunk per batch of rows, so a caller that
 * writes each chunk before asking for the next holds one batch in memory, however long the file.
 */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(columns.map((column) => column.header));
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield batch.map((row) => csvRow(columns.map((column) => column.value(row)))).join("");
  }
}

/** A file to download: its name and its text, produced as it is sent. */
export interface CsvDownload {
  filename: string;
  chunks: AsyncIterable<string>;
}

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Reads a list in its order in batches: each batch starts after the last row of the one before
 * (keyset), so memory holds one batch and every read uses the list's index.
 */
export async function* keysetBatches<Row, Key>(
  readAfter: (key: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let key: Key | undefined;
  for (;;) {
    const rows = await readAfter(key, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    key = keyOf(rows.at(-1)!);
  }
}

/** A file name with today's date, e.g. contact-messages-2026-11-24.csv. */
export const exportFilename = (what: string, now = new Date()) =>
  `${what}-${now.toISOString().slice(0, 10)}.csv`;

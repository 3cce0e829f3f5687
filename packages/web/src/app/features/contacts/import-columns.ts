import { CONTACT_IMPORT_COLUMNS, importColumnRole, importHeaderKey } from "@aizapy/contracts";

// A CSV's columns as an import reads them, and the file rewritten to the member's choice: the
// header names what each kept column is, and the ignored columns are dropped from every row.

/** What a column of the file becomes. */
export type ColumnRole = "phone" | "name" | "tags" | "attribute" | "ignore";

export interface ColumnMapping {
  /** The header as written in the file. */
  header: string;
  role: ColumnRole;
}

const RESERVED = new Set<string>([
  ...CONTACT_IMPORT_COLUMNS.phone,
  ...CONTACT_IMPORT_COLUMNS.name,
  ...CONTACT_IMPORT_COLUMNS.tags,
]);

/** The role the server would give a header: phone, name and tags by their names, else attribute. */
export const guessRole = (header: string): ColumnRole => importColumnRole(header) ?? "ignore";

/** The attribute a column is stored as; one named like phone, name or tags gets a suffix. */
export function attributeName(header: string): string {
  const key = importHeaderKey(header) || "column";
  return RESERVED.has(key) ? `${key}_value`.slice(0, 64) : key;
}

/** Why a mapping cannot be imported, or null when it can. */
export function mappingProblem(mappings: readonly ColumnMapping[]): string | null {
  const count = (role: ColumnRole) => mappings.filter((mapping) => mapping.role === role).length;
  if (count("phone") === 0) return "Choose the column that holds the phone numbers.";
  if (count("phone") > 1) return "Choose one phone column.";
  if (count("name") > 1) return "Choose one name column.";
  if (count("tags") > 1) return "Choose one tags column.";
  const attributes = mappings
    .filter((mapping) => mapping.role === "attribute")
    .map((m) => attributeName(m.header));
  const repeated = attributes.find((name, index) => attributes.indexOf(name) !== index);
  if (repeated) return `Two columns would both be the attribute ${repeated}: ignore one.`;
  return null;
}

/**
 * The file's rows, read as RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks;
 * a byte order mark is skipped). `limit` stops after that many rows, for a preview.
 */
export function parseCsv(text: string, limit = Infinity): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    field = "";
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
  };
  for (; i < text.length && rows.length < limit; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else field += char;
  }
  if (rows.length < limit && (field !== "" || row.length > 0)) endRow();
  return rows;
}

const csvField = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The header the server reads a mapped column by. */
const headerFor = (mapping: ColumnMapping) =>
  mapping.role === "attribute" ? attributeName(mapping.header) : mapping.role;

/** The file as it is uploaded: the chosen header, the ignored columns left out of every row. */
export function rewriteCsv(text: string, mappings: readonly ColumnMapping[]): string {
  const kept = mappings.flatMap((mapping, index) => (mapping.role === "ignore" ? [] : [index]));
  const [, ...rows] = parseCsv(text);
  const lines = [kept.map((index) => headerFor(mappings[index]!))];
  for (const row of rows) lines.push(kept.map((index) => row[index] ?? ""));
  return lines.map((line) => line.map(csvField).join(",")).join("\r\n") + "\r\n";
}

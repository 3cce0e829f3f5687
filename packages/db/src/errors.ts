// The two driver adapters report constraint violations differently: adapter-pg as a Prisma
// known-request error with a P-code, the PGlite adapter as a raw driver error carrying
// PostgreSQL's SQLSTATE; the raw drivers themselves (sql.ts) throw it with the SQLSTATE as its
// code. These helpers recognise all three.

interface DriverErrorShape {
  code?: unknown;
  cause?: { code?: unknown; originalCode?: unknown };
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
}

function sqlState(error: unknown): unknown {
  const e = error as DriverErrorShape | null;
  return (
    e?.cause?.code ?? e?.cause?.originalCode ?? e?.meta?.driverAdapterError?.cause?.originalCode
  );
}

/** A unique constraint rejected the write (P2002 / SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as DriverErrorShape | null)?.code;
  return code === "P2002" || code === "23505" || sqlState(error) === "23505";
}

/** The row to update or delete does not exist (P2025). */
export function isRecordNotFound(error: unknown): boolean {
  return (error as DriverErrorShape | null)?.code === "P2025";
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  // Prisma's own codes for an unreachable server, a closed connection and a pool timeout.
  "P1001",
  "P1017",
  "P2024",
  // PostgreSQL: shutting down, starting up, too many connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection.*(closed|ended)/i;

/**
 * The database could not be reached or dropped the connection (as opposed to refusing a
 * statement): the request may succeed if retried in a few seconds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const e = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    const code = String(e.code ?? "");
    if (UNREACHABLE_CODES.has(code) || code.startsWith("08")) return true;
    if (typeof e.kind === "string" && UNREACHABLE_KINDS.has(e.kind)) return true;
    if (typeof e.message === "string" && UNREACHABLE_MESSAGES.test(e.message)) return true;
    current = e.cause ?? e.meta?.driverAdapterError;
  }
  return false;
}

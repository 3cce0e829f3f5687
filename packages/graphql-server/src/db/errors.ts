// The two driver adapters report constraint violations differently: adapter-pg as a Prisma
// known-request error with a P-code, the PGlite adapter as a raw driver error carrying
// PostgreSQL's SQLSTATE. These helpers recognise both.

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
  return (error as DriverErrorShape | null)?.code === "P2002" || sqlState(error) === "23505";
}

/** The row to update or delete does not exist (P2025). */
export function isRecordNotFound(error: unknown): boolean {
  return (error as DriverErrorShape | null)?.code === "P2025";
}

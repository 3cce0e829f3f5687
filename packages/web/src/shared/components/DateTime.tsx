import { formatDateTime } from "../lib/format";

/** A moment as the reader's locale writes it ("22 Nov 2026, 9:29 am"), machine-readable too. */
export function DateTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso)}
    </time>
  );
}

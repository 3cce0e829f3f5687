import { MaskedSecret, Text } from "@aizapy/design-system";

const MASK = "••••";

/**
 * A secret as the server shows it after creation: `••••3f9a`, its last characters only. A value
 * that is not a mask (one sealed under another APP_SECRET) is shown as the server words it.
 */
export function StoredSecret({ label, masked }: { label: string; masked: string }) {
  if (!masked.startsWith(MASK)) {
    return (
      <div role="group" aria-label={label}>
        <Text size="small" weight="semibold">
          {label}
        </Text>
        <Text size="small" tone="critical">
          {masked}
        </Text>
      </div>
    );
  }
  const tail = masked.slice(MASK.length);
  return <MaskedSecret label={label} value={tail} visibleChars={tail.length} />;
}

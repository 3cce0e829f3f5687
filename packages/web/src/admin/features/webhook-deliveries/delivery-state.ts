/** What re-enabling an endpoint sent out again, for its toast. */
export function describeReleased(count: number): string {
  if (count === 0) return "No held events were waiting.";
  return count === 1 ? "1 held event goes out again." : `${count} held events go out again.`;
}

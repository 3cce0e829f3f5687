/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part is the last two). */
export function ipv6Groups(address: string): number[] {
  const hex = address
    .replace(/%.*$/, "")
    .replace(
      /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
      (_, a: string, b: string, c: string, d: string) =>
        `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
    );
  const groups = (part: string | undefined) =>
    part ? part.split(":").map((group) => parseInt(group, 16)) : [];
  const [head, tail] = hex.split("::");
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What an address limit counts a client as: an IPv4 address itself, an IPv6 address's /64 (one
 * host or one home network is handed a whole /64, so its single addresses cost nothing to change).
 */
export function addressNetwork(address: string): string {
  if (!address.includes(":")) return address;
  const g = ipv6Groups(address);
  // An IPv4-mapped address is that IPv4 client.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join(".");
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(":")}::/64`;
}

import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { ipv6Groups } from "@aizapy/contracts";

// Where the platform may send a business's webhooks. A webhook URL is typed in by a customer, so
// without these rules it would let anyone make our servers call into our own network (SSRF):
// the metadata service on 169.254.169.254, the database, an admin port on localhost.

export interface WebhookTargetPolicy {
  /** Private, loopback and link-local targets and plain http: development and tests only. */
  allowPrivateTargets: boolean;
}

export const WEBHOOK_URL_MESSAGES = {
  invalid: "Enter a full URL such as https://example.com/webhooks/whatsapp",
  https: "Webhook URLs must use https",
  credentials: "Webhook URLs may not contain a username or password",
  privateTarget: "Webhook URLs may not point at a private, loopback or link-local address",
  unresolvable: "The webhook URL's host name does not resolve",
} as const;

/** Addresses that are not on the public internet (IPv4 and IPv6, incl. IPv4-mapped IPv6). */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 32], // Teredo: tunnels to any IPv4 address
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
  ["ff00::", 8], // multicast
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");

/**
 * The IPv4 address an IPv6 address carries where a gateway may hand the connection on to it:
 * NAT64 (64:ff9b::/96), 6to4 (2002::/16) and the old IPv4-compatible form (::/96).
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return ipv4Of(g[6]!, g[7]!);
  }
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  if (g.slice(0, 6).every((x) => x === 0) && (g[6]! > 0 || g[7]! > 1)) return ipv4Of(g[6]!, g[7]!);
  return undefined;
}

/** True for an address that is not on the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return nonPublic.check(address, "ipv4");
  // IPv4-mapped (::ffff:0:0/96) and IPv4-translated (::ffff:0:0:0/96) addresses are refused
  // outright: a webhook URL names the IPv4 address itself. (A BlockList subnet of them would
  // match every IPv4 address.)
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if ((zeros(0, 5) && g[5] === 0xffff) || (zeros(0, 4) && g[4] === 0xffff && g[5] === 0)) {
    return true;
  }
  const carried = embeddedIpv4(address);
  if (carried !== undefined && nonPublic.check(carried, "ipv4")) return true;
  return nonPublic.check(address, "ipv6");
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Checks what can be checked without the network: a full http(s) URL, https unless private
 * targets are allowed, no credentials, no literal non-public address. Returns a message or null.
 */
export function webhookUrlProblem(value: string, policy: WebhookTargetPolicy): string | null {
  if (!URL.canParse(value)) return WEBHOOK_URL_MESSAGES.invalid;
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") return WEBHOOK_URL_MESSAGES.invalid;
  if (!url.hostname) return WEBHOOK_URL_MESSAGES.invalid;
  if (url.username || url.password) return WEBHOOK_URL_MESSAGES.credentials;
  if (policy.allowPrivateTargets) return null;
  if (url.protocol !== "https:") return WEBHOOK_URL_MESSAGES.https;
  const host = hostOf(url);
  if (host === "localhost" || host.endsWith(".localhost"))
    return WEBHOOK_URL_MESSAGES.privateTarget;
  if (isIP(host) && isNonPublicAddress(host)) return WEBHOOK_URL_MESSAGES.privateTarget;
  return null;
}

export type ResolvedTarget =
  { ok: true; addresses: { address: string; family: number }[] } | { ok: false; message: string };

type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;
const lookupAll: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host and refuses it when any address it resolves to is not public (unless
 * private targets are allowed). Deliveries connect to exactly the addresses checked here, so a
 * DNS answer that changes between check and connection (rebinding) cannot reach inside.
 */
export async function resolveWebhookTarget(
  value: string,
  policy: WebhookTargetPolicy,
  lookup: Lookup = lookupAll,
): Promise<ResolvedTarget> {
  const problem = webhookUrlProblem(value, policy);
  if (problem) return { ok: false, message: problem };
  const host = hostOf(new URL(value));
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host);
  } catch {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.unresolvable };
  }
  if (addresses.length === 0) return { ok: false, message: WEBHOOK_URL_MESSAGES.unresolvable };
  if (!policy.allowPrivateTargets && addresses.some(({ address }) => isNonPublicAddress(address))) {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.privateTarget };
  }
  return { ok: true, addresses };
}

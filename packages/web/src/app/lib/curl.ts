/** What stands for the key in examples shown without one. */
export const API_KEY_PLACEHOLDER = "YOUR_API_KEY";
/** What stands for the recipient when the member has not typed their number. */
export const RECIPIENT_PLACEHOLDER = "+919876543210";

/** The /v1 messaging API's base URL on this origin. */
export function apiBaseUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "")}/v1`;
}

export interface HelloWorldCurlOptions {
  /** The site's origin, e.g. "https://aizapy.com". */
  origin: string;
  /** A /v1 API key; the placeholder when not given. */
  apiKey?: string | null;
  /** The recipient in E.164; a sample number when not given. */
  to?: string | null;
}

/** Quotes a value for a POSIX shell's single quotes. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The cURL command that sends the approved hello_world template through /v1 — what an
 * integration does first, and what the onboarding checklist and the Developers page show.
 */
export function helloWorldCurl({ origin, apiKey, to }: HelloWorldCurlOptions): string {
  const body = JSON.stringify({
    to: to || RECIPIENT_PLACEHOLDER,
    template: { name: "hello_world", language: "en_US" },
  });
  return [
    `curl -X POST ${apiBaseUrl(origin)}/messages/template \\`,
    `  -H "Authorization: Bearer ${apiKey || API_KEY_PLACEHOLDER}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d ${shellQuote(body)}`,
  ].join("\n");
}

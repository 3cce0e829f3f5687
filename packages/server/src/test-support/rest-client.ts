import type { TestServer } from "./test-server.ts";

export interface RestResponse<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

/** One call to the server's /api paths, as a REST client makes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as JSON of any shape
export async function rest<Body = any>(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<RestResponse<Body>> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as Body,
  };
}

import http, { STATUS_CODES } from "node:http";
import type { RequestListener } from "node:http";
import type { Duplex } from "node:stream";
import { ConfigError } from "@aizapy/contracts";

/** Slow or idle clients must not hold sockets: limits on time to send headers and a request. */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Open connections beyond this are refused at once, so a flood cannot exhaust file handles. */
export const MAX_CONNECTIONS = 1_000;

/**
 * The product's node:http server. Node checks the header and request timeouts on a timer
 * (every 30 s by default), so a slow client could keep its socket up to 30 s past the limit; a
 * 1 s check makes the limits hold to the second.
 */
export function createHttpServer(
  handler: RequestListener,
  limits: {
    headersTimeoutMs?: number;
    requestTimeoutMs?: number;
    maxConnections?: number;
  } = {},
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: limits.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    handler,
  );
  server.maxConnections = limits.maxConnections ?? MAX_CONNECTIONS;
  server.on("clientError", answerClientError);
  return server;
}

/** What Node's parser refuses before any handler runs, in the words every other error uses. */
const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive."],
};

/**
 * Node answers requests its parser refuses (oversized headers, garbage, a timeout) with an empty
 * body; clients of this API always get a JSON `{ message }`, so we write the answer ourselves.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [
    400,
    "The request could not be understood.",
  ];
  const body = JSON.stringify({ message });
  // Destroyed once written: a slow client still trickling bytes must not keep the socket.
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Starts listening, turning "port in use" and friends into a one-line ConfigError. */
export function listen(
  handler: RequestListener,
  port: number,
  host?: string,
): Promise<http.Server> {
  const server = createHttpServer(handler);
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new ConfigError(
            `Port ${port} is already in use; stop the other process or set PORT to a free port`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(
          new ConfigError(
            `Not allowed to listen on port ${port}; choose a port above 1023 with PORT`,
          ),
        );
      } else {
        reject(error);
      }
    });
    server.listen({ port, host }, () => resolve(server));
  });
}

/**
 * Stops accepting connections, lets in-flight requests finish (up to `graceMs`), then closes
 * whatever is left.
 */
export function closeGracefully(server: http.Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Responses still being written tell keep-alive clients not to send another request here.
    server.on("request", (_req, res: http.ServerResponse) => res.setHeader("Connection", "close"));
    const forceTimer = setTimeout(() => server.closeAllConnections(), graceMs);
    forceTimer.unref();
    server.close(() => {
      clearTimeout(forceTimer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

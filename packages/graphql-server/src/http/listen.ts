import http from "node:http";
import type { RequestListener } from "node:http";
import { ConfigError } from "../config.ts";

/** Starts listening, turning "port in use" and friends into a one-line ConfigError. */
export function listen(
  handler: RequestListener,
  port: number,
  host?: string,
): Promise<http.Server> {
  const server = http.createServer(handler);
  // Slow or idle clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
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

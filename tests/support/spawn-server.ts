import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  startServerProcess,
  stopServerProcess,
  waitUntilHealthy,
  type ServerProcess,
} from "../../packages/server/src/test-support/server-process.ts";

export type { ServerProcess };
export { startServerProcess, stopServerProcess, waitUntilHealthy };

/**
 * Another copy of the built product, healthy, on its own port and (unless DATA_DIR is given) a
 * fresh database: for suites that need settings the shared end-to-end server does not have.
 */
export async function spawnBuiltServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(
    { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "aizapy-spawned-")), ...env },
    { entry: "build", output: "ignore" },
  );
  await waitUntilHealthy(server, 60_000);
  return server;
}

import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { UNREACHABLE_GRAPH_URL } from "./fake-graph-api.ts";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment and Node.js options `pnpm start` gives the server: its start script is
 * `[NAME=value …] node <options> packages/server/dist/main.js`, read here so every built
 * server that tests and benchmarks start runs exactly as operators run it.
 */
export function startCommand(): { environment: Record<string, string>; options: string[] } {
  const manifest = JSON.parse(
    readFileSync(path.resolve(packageRoot, "../../package.json"), "utf8"),
  ) as { scripts: { start: string } };
  const match = /^((?:[A-Z_]+=\S+\s+)*)node\s+(.*?)\s*packages\/server\/dist\/main\.js$/.exec(
    manifest.scripts.start,
  );
  if (!match) throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  const words = (text: string) => text.split(/\s+/).filter(Boolean);
  return {
    environment: Object.fromEntries(
      words(match[1]!).map((assignment) => assignment.split("=", 2) as [string, string]),
    ),
    options: words(match[2]!),
  };
}

const startScript = startCommand();
const ENTRY = {
  /** src/main.ts through tsx, as `pnpm dev` runs it. */
  source: {
    environment: {},
    arguments: ["--import", "tsx", "--conditions=@aizapy/source", "src/main.ts"],
  },
  /** dist/main.js, as `pnpm start` runs it (needs `pnpm build`). */
  build: {
    environment: startScript.environment,
    arguments: [...startScript.options, "dist/main.js"],
  },
};

/**
 * Starts the server as its own process with the given environment (and a free port unless PORT
 * is set; the Graph API unreachable on this machine unless WHATSAPP_GRAPH_URL is set).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { entry?: keyof typeof ENTRY; output?: "capture" | "ignore" } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const entry = ENTRY[options.entry ?? "source"];
  const child = spawn(process.execPath, entry.arguments, {
    cwd: packageRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      WHATSAPP_GRAPH_URL: UNREACHABLE_GRAPH_URL,
      ...entry.environment,
      ...env,
      PORT: port,
    },
    stdio: options.output === "ignore" ? "ignore" : ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    child,
    port: Number(port),
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => ({ stdout, stderr }),
    exited,
  };
}

/**
 * Waits until the server answers /healthz, or fails with what the process printed. A first start
 * on a new data directory (initdb, migrations, the queue's schema) takes 6–8 s on an idle 2-core
 * machine and has been seen past 30 s on a busy one; the default allows for that.
 */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${server.baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const { stdout, stderr } = server.output();
  throw new Error(`server did not become healthy:\n${stdout}\n${stderr}`);
}

export async function stopServerProcess(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  return server.exited;
}

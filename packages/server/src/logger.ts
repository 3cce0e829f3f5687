import type { Logger } from "@aizapy/contracts";

type Level = "info" | "warn" | "error";

/** Structured one-line logs: JSON in production (for log shippers), readable text otherwise. */
export function createLogger(options: { json: boolean; silent?: boolean }): Logger {
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (options.silent) return;
    const stream = level === "info" ? process.stdout : process.stderr;
    if (options.json) {
      stream.write(
        `${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`,
      );
      return;
    }
    const extra = Object.entries(fields)
      .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
      .join(" ");
    stream.write(
      `${level === "info" ? "" : `${level.toUpperCase()} `}${message}${extra ? ` ${extra}` : ""}\n`,
    );
  };
  return {
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
  };
}

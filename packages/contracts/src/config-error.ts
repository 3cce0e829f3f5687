/** A configuration problem the operator must fix; reported as one line, never a stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

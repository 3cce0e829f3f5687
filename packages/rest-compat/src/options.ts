import type { Request } from "express";
import type { ExecutionResult } from "graphql";
import type { z } from "zod";

/**
 * The zod schemas the server validates request bodies with (from
 * @aizapy/graphql-server/validation). Handed in rather than imported, so this package does not
 * depend on the server that mounts it.
 */
export interface RestInputSchemas {
  contactMessage: z.ZodType;
  adminLogin: z.ZodType;
  updateCredentials: z.ZodType;
  contactMessageStatus: z.ZodType;
  platformSettings: z.ZodType;
}

export interface FieldError {
  path: string;
  message: string;
}

export interface RestCompatOptions {
  /** Runs a GraphQL operation in-process with the caller's request (auth header, address). */
  execute(
    operation: { query: string; variables?: Record<string, unknown> },
    request: Request,
  ): Promise<ExecutionResult>;
  inputSchemas: RestInputSchemas;
  /** The server's own mapping of zod issues to field errors, so both APIs word them alike. */
  toFieldErrors(error: z.ZodError): FieldError[];
  /** The platform settings' allowed origins, read per cross-origin request. */
  allowedOrigins(): Promise<string[]>;
}

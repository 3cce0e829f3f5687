/**
 * A tiny GraphQL client for the public pages: one JSON POST to /graphql. The public site never
 * loads Apollo Client (tens of kilobytes for two operations); the admin console does.
 */

export interface GraphQLFieldError {
  path: string;
  message: string;
}

interface GraphQLErrorPayload {
  message?: string;
  extensions?: {
    code?: string;
    fieldErrors?: GraphQLFieldError[];
    retryAfterSeconds?: number;
  };
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorPayload[];
}

/** A failed operation: the server's first error, or a network failure (`code` "NETWORK_ERROR"). */
export class GraphQLRequestError extends Error {
  override readonly name = "GraphQLRequestError";
  /** `BAD_USER_INPUT`, `SERVICE_UNAVAILABLE`, `TOO_MANY_REQUESTS`, …, or `NETWORK_ERROR`. */
  readonly code: string;
  /** Per-field messages of a `BAD_USER_INPUT` error. */
  readonly fieldErrors: readonly GraphQLFieldError[];
  readonly retryAfterSeconds: number | undefined;
  /** Whether the message came from the server (and may be shown as is). */
  readonly isFromServer: boolean;

  constructor(
    message: string,
    options: {
      code: string;
      fieldErrors?: readonly GraphQLFieldError[];
      retryAfterSeconds?: number;
      isFromServer: boolean;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.isFromServer = options.isFromServer;
  }
}

export interface GraphQLRequestOptions {
  /** @default "/graphql" */
  endpoint?: string;
  signal?: AbortSignal;
  /** Injected in tests. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Runs one operation and returns its data, or throws a `GraphQLRequestError`. */
export async function graphqlRequest<TData, TVariables extends object = Record<string, never>>(
  query: string,
  variables?: TVariables,
  { endpoint = "/graphql", signal, fetch = globalThis.fetch }: GraphQLRequestOptions = {},
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      // A JSON content type also satisfies Apollo Server's CSRF prevention.
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ query, variables: variables ?? {} }),
      signal,
    });
  } catch (cause) {
    throw new GraphQLRequestError("Network request failed", {
      code: "NETWORK_ERROR",
      isFromServer: false,
      cause,
    });
  }

  let payload: GraphQLResponse<TData>;
  try {
    payload = (await response.json()) as GraphQLResponse<TData>;
  } catch (cause) {
    throw new GraphQLRequestError(`${response.status}: ${response.statusText}`, {
      code: "NETWORK_ERROR",
      isFromServer: false,
      cause,
    });
  }

  const [firstError] = payload.errors ?? [];
  if (firstError) {
    const message = firstError.message?.trim();
    throw new GraphQLRequestError(message || "Request failed", {
      code: firstError.extensions?.code ?? "INTERNAL_SERVER_ERROR",
      fieldErrors: firstError.extensions?.fieldErrors,
      retryAfterSeconds: firstError.extensions?.retryAfterSeconds,
      isFromServer: Boolean(message),
    });
  }
  if (!response.ok || payload.data === undefined || payload.data === null) {
    throw new GraphQLRequestError(`${response.status}: ${response.statusText}`, {
      code: "NETWORK_ERROR",
      isFromServer: false,
    });
  }
  return payload.data;
}

/** Who is asking: what every transport (GraphQL, REST, /v1) knows about a request. */
export interface Caller {
  /** The client's address as the HTTP layer resolved it (honours TRUST_PROXY). */
  clientAddress: string;
  requestId: string;
}

/** The token of an `Authorization: Bearer <token>` header, if the header is one. */
export function readBearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
}

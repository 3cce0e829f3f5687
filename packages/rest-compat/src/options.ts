import type { FastifyRequest } from "fastify";

/** The signed-in admin of a request, as the host's session check resolves it. */
export interface AdminSession {
  sessionId: string;
  admin: { id: string; username: string; role: string; createdAt: Date };
}

/** What the host knows about the caller of any request. */
export interface Caller {
  clientAddress: string;
  requestId: string;
}

// The records the REST answers are made of (timestamps as the services return them).
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}
export interface BusinessRecord {
  id: string;
  name: string;
  whatsappNumber: string;
  status: string;
  plan: string;
}
export interface ApiConfigRecord {
  id: string;
  businessId: string;
  provider: string;
  apiKey: string;
  webhookUrl: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export interface AuditLogRecord {
  id: string;
  action: string;
  details: string | null;
  targetType: string | null;
  actorType: string;
  actorId: string;
  timestamp: Date;
}
export interface SettingsRecord {
  maintenanceMode: boolean;
  signupEnabled: boolean;
  allowedOrigins: string[];
  updatedAt: Date | null;
}

/**
 * The host's service layer, as much of it as the REST paths use. Handed in by the host (the same
 * services its GraphQL resolvers call), so this package depends on no server code; services
 * validate their own input and throw AppError (from @aizapy/contracts) for expected failures.
 */
export interface RestServices {
  auth: {
    authenticate(token: string | undefined): Promise<AdminSession>;
    login(
      input: unknown,
      caller: Caller,
    ): Promise<{ token: string; admin: { id: string; username: string; role: string } }>;
    logout(auth: AdminSession): Promise<void>;
    updateCredentials(
      auth: AdminSession,
      input: unknown,
    ): Promise<{ username: string; role: string; createdAt: Date }>;
  };
  contact: {
    submit(input: unknown, caller: Caller): Promise<{ id: string; createdAt: Date }>;
    list(): Promise<ContactMessageRecord[]>;
    updateStatus(auth: AdminSession, id: string, input: unknown): Promise<ContactMessageRecord>;
    delete(auth: AdminSession, id: string): Promise<void>;
  };
  analytics: {
    dashboard(): Promise<{
      totalBusinesses: number;
      totalApiConfigs: number;
      totalMessages: number;
      avgDeliveryRate: number;
    }>;
    summary(): Promise<{
      totalMessages: number;
      deliveryRate: number;
      avgResponseTime: number;
      activeBusinesses: number;
    }>;
  };
  businesses: { list(): Promise<BusinessRecord[]> };
  apiConfigs: { list(): Promise<ApiConfigRecord[]> };
  audit: { list(options: { limit?: number }): Promise<AuditLogRecord[]> };
  settings: {
    allowedOrigins(): Promise<string[]>;
    get(): Promise<SettingsRecord>;
    update(auth: AdminSession, input: unknown): Promise<SettingsRecord>;
  };
}

export interface RestCompatOptions {
  services: RestServices;
  /** The host's view of who is calling (address after TRUST_PROXY, request id). */
  callerOf(request: FastifyRequest): Caller;
}

import { PLATFORM_MAINTENANCE_MESSAGE } from "@aizapy/contracts";

/**
 * Whether the platform answered that it is closed (SERVICE_UNAVAILABLE: the operator's
 * Maintenance Mode, or a short outage): while it is, the workspace shows one full-page notice
 * instead of its screens. Set by the GraphQL client, cleared when a retry goes through.
 */
export interface MaintenanceState {
  /** What the server said. */
  message: string;
  /** When to try again, as the server asked. */
  retryAfterSeconds: number | null;
}

let current: MaintenanceState | null = null;
const listeners = new Set<() => void>();

export function getMaintenance(): MaintenanceState | null {
  return current;
}

export function reportMaintenance(message: string | null, retryAfterSeconds: number | null): void {
  const next = { message: message ?? PLATFORM_MAINTENANCE_MESSAGE, retryAfterSeconds };
  if (current?.message === next.message && current.retryAfterSeconds === retryAfterSeconds) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export function clearMaintenance(): void {
  if (!current) return;
  current = null;
  listeners.forEach((listener) => listener());
}

export function subscribeToMaintenance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

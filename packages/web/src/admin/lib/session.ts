/**
 * The admin session kept in the browser: the bearer token in local storage under
 * `admin_token`, and the signed-in admin's record cached in session storage.
 */

export const ADMIN_TOKEN_KEY = "admin_token";
export const ADMIN_RECORD_KEY = "admin_user";

export interface CachedAdmin {
  id: string;
  username: string;
  role: string;
  createdAt: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Storage can be unavailable (disabled, private mode quota); the console then behaves as signed out.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // See read().
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function getToken(): string | null {
  return read(local, ADMIN_TOKEN_KEY) || null;
}

export function getCachedAdmin(): CachedAdmin | null {
  const raw = read(session, ADMIN_RECORD_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CachedAdmin;
  } catch {
    return null;
  }
}

/** Stores a new session after a successful login. */
export function startSession(token: string, admin: CachedAdmin): void {
  write(local, ADMIN_TOKEN_KEY, token);
  cacheAdmin(admin);
  notify();
}

/** Refreshes the cached admin record (after the current-admin check or a credentials change). */
export function cacheAdmin(admin: CachedAdmin): void {
  write(
    session,
    ADMIN_RECORD_KEY,
    JSON.stringify({
      id: admin.id,
      username: admin.username,
      role: admin.role,
      createdAt: admin.createdAt,
    }),
  );
}

/** Forgets the session (logout, a failed check, an expired session). */
export function endSession(): void {
  write(local, ADMIN_TOKEN_KEY, null);
  write(session, ADMIN_RECORD_KEY, null);
  notify();
}

/** For `useSyncExternalStore`: also follows logins and logouts in other tabs. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

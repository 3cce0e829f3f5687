import type { MEMBER_TOKEN_STORAGE_KEY as SharedTokenKey } from "@aizapy/contracts";
import { apiPaths, sitePaths } from "./paths";

/**
 * MEMBER_TOKEN_STORAGE_KEY of the contracts, checked by the compiler against it: imported as a
 * type only, so the workspace's first load does not bring the contracts' schemas (zod, phone
 * numbers) along.
 */
const MEMBER_TOKEN_STORAGE_KEY: typeof SharedTokenKey = "member_token";

/**
 * The member's session in the browser: the bearer token the public sign-in and sign-up pages keep
 * in local storage under MEMBER_TOKEN_STORAGE_KEY. The workspace reads it, and forgets it when the
 * member signs out or the server refuses it.
 */

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Storage can be unavailable (disabled, private mode quota); the workspace then behaves as signed
// out and sends the member to the sign-in page.
export function getToken(): string | null {
  try {
    return window.localStorage.getItem(MEMBER_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Forgets the session (sign-out, or a token the server refused). */
export function endSession(): void {
  try {
    window.localStorage.removeItem(MEMBER_TOKEN_STORAGE_KEY);
  } catch {
    // See getToken().
  }
  notify();
}

/** For `useSyncExternalStore`: also follows sign-ins and sign-outs in other tabs. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === MEMBER_TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The public sign-in page: a page of the site, so a full page load. */
export function goToLogin(): void {
  window.location.assign(sitePaths.login);
}

/**
 * Ends the session on the server (`POST /api/auth/logout`, which answers during maintenance too),
 * then always in the browser, and opens the sign-in page.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  if (token) {
    try {
      await fetch(apiPaths.logout, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        credentials: "same-origin",
      });
    } catch {
      // Signing out goes to the sign-in page even when the call fails.
    }
  }
  endSession();
  goToLogin();
}

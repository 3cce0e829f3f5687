import { useSyncExternalStore } from "react";
import { paths } from "../../config/paths";

/**
 * The key under which the workspace (/app) reads the signed-in member's session token: the
 * contracts' MEMBER_TOKEN_STORAGE_KEY (session.test.ts keeps them equal). Not imported from there:
 * that module brings zod and the shared schemas, which the account pages load only on demand.
 */
export const memberTokenStorageKey = "member_token";

export function readMemberToken(): string | null {
  try {
    return window.localStorage.getItem(memberTokenStorageKey);
  } catch {
    // Storage blocked (privacy settings): nobody is signed in on this page.
    return null;
  }
}

/** Keeps the new session's token and opens the workspace (or `destination` in it). */
export function enterWorkspace(token: string, destination: string = paths.workspace): void {
  try {
    window.localStorage.setItem(memberTokenStorageKey, token);
  } catch {
    // The workspace will ask the member to sign in again.
  }
  window.location.assign(destination);
}

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};
const subscribeToNothing = () => () => {};
const whilePrerendered = () => undefined;

/**
 * Whether a session token is stored on this device (a sign-in in another tab counts):
 * `undefined` while prerendered and hydrating, so the first render matches the static HTML.
 */
export function useHasStoredSession(): boolean | undefined {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readMemberToken() !== null,
    whilePrerendered,
  );
}

/** The `?token=` of the account mail's link the page was opened with, `null` if none. */
export const readLinkToken = (): string | null =>
  new URLSearchParams(window.location.search).get("token")?.trim() || null;

/**
 * The `?token=` of the account mail's link: `undefined` while prerendered and hydrating, `null`
 * when the address has none.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToNothing, readLinkToken, whilePrerendered);
}

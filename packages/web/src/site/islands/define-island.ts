import type { ComponentType } from "react";

/** Values that survive the trip through a `data-props` attribute. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * An interactive part of a prerendered page. The page itself is static HTML; only islands are
 * hydrated in the browser, each as its own React root, so a page ships the JavaScript of its
 * islands and never its copy or layout.
 */
export interface IslandDefinition<P extends object = object> {
  /** Unique among islands; written into the HTML as `data-island`. */
  readonly name: string;
  readonly Component: ComponentType<P>;
}

export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
): IslandDefinition<P> {
  return { name, Component };
}

/**
 * A below-the-fold island whose code is fetched only when it comes near the viewport (or is
 * touched first), then hydrated: it costs the page nothing until the visitor gets there.
 */
export interface DeferredIslandDefinition {
  readonly name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  readonly load: () => Promise<ComponentType<any>>;
}

export function deferIsland(
  name: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  load: () => Promise<ComponentType<any>>,
): DeferredIslandDefinition {
  return { name, load };
}

/** What a page's entry hydrates: islands hydrated at once, and deferred ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export type ClientIsland = IslandDefinition<any> | DeferredIslandDefinition;

/** The `useId` prefix of an island: identical on the server and in the browser. */
export function islandIdentifierPrefix(index: number): string {
  return `i${index}-`;
}

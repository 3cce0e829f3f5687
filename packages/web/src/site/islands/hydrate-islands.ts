import { type ComponentType, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { type ClientIsland, islandIdentifierPrefix } from "./define-island";
import { HELD_SUBMIT_ATTRIBUTE, ISLANDS_STARTED_ATTRIBUTE } from "./held-submits";
import { IslandRoot } from "./IslandRoot";

/** How far outside the viewport a deferred island starts loading. */
const deferredRootMargin = "400px 0px";

function hydrate(element: HTMLElement, Component: ComponentType<object>, onHydrated?: () => void) {
  const name = element.dataset.island;
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  hydrateRoot(element, createElement(IslandRoot, { onHydrated }, createElement(Component, props)), {
    identifierPrefix: islandIdentifierPrefix(Number(element.dataset.islandIndex)),
    onRecoverableError: (error) => console.error(`Island "${name}":`, error),
  });
  element.dataset.hydrated = "true";
}

/**
 * Fetches a deferred island's code when it nears the viewport or is touched, then hydrates it. A
 * form submitted before that is held back and submitted again once the island can handle it.
 */
function hydrateWhenNeeded(
  element: HTMLElement,
  load: () => Promise<ComponentType<object>>,
  heldSubmit: HTMLFormElement | undefined,
) {
  let isStarted = false;

  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    heldSubmit = event.target as HTMLFormElement;
    start();
  };
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    observer.disconnect();
    element.removeEventListener("pointerdown", start);
    element.removeEventListener("focusin", start);
    load().then(
      (Component) => {
        element.removeEventListener("submit", holdSubmit, true);
        hydrate(element, Component, () => heldSubmit?.requestSubmit());
      },
      (error: unknown) =>
        console.error(`Island "${element.dataset.island}" failed to load:`, error),
    );
  };

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: deferredRootMargin },
  );
  // `display: contents` wrappers have no box of their own: observe what they contain.
  for (const child of element.children) observer.observe(child);
  element.addEventListener("pointerdown", start);
  element.addEventListener("focusin", start);
  element.addEventListener("submit", holdSubmit, true);
  if (heldSubmit) start();
}

/**
 * The island's form the visitor submitted before the page's islands started, which the page's
 * loader held (see `islandLoaderScript` in document.ts): the island submits it once hydrated.
 */
function takeHeldSubmit(element: HTMLElement): HTMLFormElement | undefined {
  const form = element.querySelector<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`);
  form?.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  return form ?? undefined;
}

/**
 * Hydrates every island on the page with the code this page's entry brought. An island without
 * code is a build mistake: it is reported (the end-to-end suites fail on console errors).
 */
export function hydrateIslands(islands: readonly ClientIsland[]): void {
  const byName = new Map(islands.map((island) => [island.name, island]));
  // From here on the islands hold their own early submissions; the page's loader stops holding.
  document.documentElement.setAttribute(ISLANDS_STARTED_ATTRIBUTE, "");
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    const island = byName.get(name);
    if (!island) {
      console.error(`No code for the "${name}" island on this page; it stays static.`);
    } else if ("Component" in island) {
      const held = takeHeldSubmit(element);
      hydrate(element, island.Component, held && (() => held.requestSubmit()));
    } else {
      hydrateWhenNeeded(element, island.load, takeHeldSubmit(element));
    }
  }
}

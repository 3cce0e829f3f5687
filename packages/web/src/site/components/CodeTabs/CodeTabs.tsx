import { CopyButton } from "@aizapy/design-system";
import { type KeyboardEvent, useId, useRef, useSyncExternalStore } from "react";
import { defineIsland } from "../../islands/define-island";
import { pre } from "../CodeBlock/CodeBlock.css";
import * as styles from "./CodeTabs.css";

// A type, not an interface: island props must be JSON, which only a type alias can promise.
export type CodeTabsSample = {
  /** Shared by every set of tabs on the page: choosing Python once shows Python everywhere. */
  language: string;
  /** The tab's name ("cURL"). */
  label: string;
  code: string;
};

export interface CodeTabsProps {
  /** What the examples do ("Send a text message"); names the tab list and each code block. */
  label: string;
  samples: CodeTabsSample[];
}

// The languages chosen on this page, latest first. Each set of tabs is an island of its own, so
// they share the choice here; a set without the latest language shows the one chosen before it.
let chosenLanguages: readonly string[] = [];
const listeners = new Set<() => void>();

function chooseLanguage(language: string) {
  chosenLanguages = [language, ...chosenLanguages.filter((chosen) => chosen !== language)];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const noChoices: readonly string[] = [];
const prerenderedChoices = () => noChoices;
const isHydrated = () => true;
const isPrerendered = () => false;
const subscribeToNothing = () => () => {};

/**
 * The same example in several languages, as tabs (WAI-ARIA tabs: arrow keys, Home and End move
 * between them) with a button that copies the example shown. Prerendered with every example in
 * the page; without scripts all of them show, one after the other.
 */
export function CodeTabs({ label, samples }: CodeTabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = useSyncExternalStore(subscribe, () => chosenLanguages, prerenderedChoices);
  // Until hydration the stylesheet hides the other panels; afterwards `hidden` does, everywhere.
  const hydrated = useSyncExternalStore(subscribeToNothing, isHydrated, isPrerendered);
  const language =
    chosen.find((candidate) => samples.some((sample) => sample.language === candidate)) ??
    samples[0]?.language;
  const selected = Math.max(
    0,
    samples.findIndex((sample) => sample.language === language),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = samples.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    chooseLanguage(samples[target]!.language);
    tabs.current[target]?.focus();
  };

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <div role="tablist" aria-label={label} className={styles.tabList}>
          {samples.map((sample, index) => (
            <button
              key={sample.language}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => chooseLanguage(sample.language)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {sample.label}
            </button>
          ))}
        </div>
        {samples[selected] && <CopyButton value={samples[selected].code} label="Copy code" />}
      </div>
      {samples.map((sample, index) => (
        <div
          key={sample.language}
          role="tabpanel"
          id={`${id}panel-${index}`}
          aria-labelledby={`${id}tab-${index}`}
          data-active={index === selected}
          hidden={hydrated && index !== selected}
          className={styles.panel}
        >
          <p className={styles.panelTitle}>{sample.label}</p>
          {/* Focusable so keyboard users can scroll long lines. */}
          <pre className={pre} tabIndex={0} aria-label={`${label}: ${sample.label}`}>
            <code>{sample.code}</code>
          </pre>
        </div>
      ))}
    </div>
  );
}

export const codeTabsIsland = defineIsland("code-tabs", CodeTabs);

import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import { type ReactNode } from "react";
import * as styles from "./Accordion.css";
import { cx } from "../../utils/cx";

export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
  /** The item open at first (uncontrolled); none by default. */
  defaultValue?: string;
  /** The open item, `""` for none (controlled). */
  value?: string;
  /** Called with the newly open item, or `""` when the open one was closed. */
  onValueChange?: (value: string) => void;
  /** Extra class names. */
  className?: string;
}

/**
 * Questions and answers (the FAQ): at most one item is open, and clicking the open one closes
 * it. Keyboard: Tab between questions, Enter or Space to toggle, arrows move.
 */
export function Accordion({
  children,
  defaultValue,
  value,
  onValueChange,
  className,
}: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cx(styles.root, className)}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      {...(onValueChange ? { onValueChange } : {})}
    >
      {children}
    </AccordionPrimitive.Root>
  );
}

export interface AccordionItemProps {
  /** Unique id of the item within the accordion. */
  value: string;
  /** The question: the button that toggles the item. */
  title: ReactNode;
  /** The answer. */
  children: ReactNode;
  /** Heading level wrapping the button, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Cannot be toggled. */
  disabled?: boolean;
}

/** One question and its answer. */
export function AccordionItem({
  value,
  title,
  children,
  headingLevel = 3,
  disabled,
}: AccordionItemProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Item value={value} disabled={disabled} className={styles.item}>
      <AccordionPrimitive.Header asChild>
        <HeadingTag className={styles.header}>
          <AccordionPrimitive.Trigger className={styles.trigger}>
            {title}
            <ChevronDown size={20} className={styles.chevron} aria-hidden="true" />
          </AccordionPrimitive.Trigger>
        </HeadingTag>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}

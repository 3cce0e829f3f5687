import { Tabs as TabsPrimitive } from "radix-ui";
import { type ComponentProps } from "react";
import * as styles from "./Tabs.css";
import { cx } from "../../utils/cx";

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** Switches between panels of related content. Arrow keys move between tabs. */
export function Tabs(props: TabsProps) {
  return <TabsPrimitive.Root {...props} />;
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Names the set of tabs for screen readers. */
  "aria-label": string;
}

export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={cx(styles.list, className)} {...props} />;
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

/** One tab; its `value` matches a `TabsContent`. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <TabsPrimitive.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx(styles.content, className)} {...props} />;
}

import { Popover as PopoverPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useId } from "react";
import * as styles from "./Popover.css";
import { cx } from "../../utils/cx";

export type PopoverProps = ComponentProps<typeof PopoverPrimitive.Root>;

/** A panel anchored to a button (notifications, a filter's options); Escape or a click outside closes it. */
export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root {...props} />;
}

export type PopoverTriggerProps = ComponentProps<typeof PopoverPrimitive.Trigger>;

/** Opens the popover; wraps its child (a `Button` or `IconButton`) by default. */
export function PopoverTrigger({ asChild = true, ...props }: PopoverTriggerProps) {
  return <PopoverPrimitive.Trigger asChild={asChild} {...props} />;
}

export interface PopoverContentProps extends Omit<
  ComponentProps<typeof PopoverPrimitive.Content>,
  "title"
> {
  /** A heading at the top that names the panel; without it pass `aria-label`. */
  title?: ReactNode;
}

/** The panel. Focus moves into it on opening and back to the trigger on closing. @default align "end" */
export function PopoverContent({
  title,
  className,
  align = "end",
  sideOffset = 6,
  collisionPadding = 8,
  children,
  ...props
}: PopoverContentProps) {
  const titleId = useId();
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        className={cx(styles.content, className)}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        aria-labelledby={title ? titleId : undefined}
        {...props}
      >
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {children}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}

export type PopoverCloseProps = ComponentProps<typeof PopoverPrimitive.Close>;

/** Closes the popover; wraps its child (a `Button`) by default. */
export function PopoverClose({ asChild = true, ...props }: PopoverCloseProps) {
  return <PopoverPrimitive.Close asChild={asChild} {...props} />;
}

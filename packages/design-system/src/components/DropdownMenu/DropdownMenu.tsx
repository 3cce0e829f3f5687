import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode } from "react";
import * as styles from "./DropdownMenu.css";
import { cx } from "../../utils/cx";

export type DropdownMenuProps = ComponentProps<typeof MenuPrimitive.Root>;

/** A menu of actions opened from a button (row actions, the user menu). Arrow keys move, Enter picks. */
export function DropdownMenu(props: DropdownMenuProps) {
  return <MenuPrimitive.Root {...props} />;
}

export type DropdownMenuTriggerProps = ComponentProps<typeof MenuPrimitive.Trigger>;

/** Opens the menu; wraps its child (a `Button` or `IconButton`) by default. */
export function DropdownMenuTrigger({ asChild = true, ...props }: DropdownMenuTriggerProps) {
  return <MenuPrimitive.Trigger asChild={asChild} {...props} />;
}

export type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content>;

/** The menu panel. @default align "end" */
export function DropdownMenuContent({
  className,
  align = "end",
  sideOffset = 4,
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        className={cx(styles.content, className)}
        align={align}
        sideOffset={sideOffset}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** `critical` for destructive actions (Delete, Log out). @default "neutral" */
  tone?: "neutral" | "critical";
}

/** One action. `disabled` items stay visible but cannot be chosen (e.g. the current status). */
export function DropdownMenuItem({
  icon,
  tone = "neutral",
  className,
  children,
  ...props
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cx(styles.item, tone === "critical" && styles.critical, className)}
      {...props}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </MenuPrimitive.Item>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cx(styles.label, className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cx(styles.separator, className)} {...props} />;
}

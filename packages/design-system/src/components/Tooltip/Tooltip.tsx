import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ReactElement, type ReactNode } from "react";
import * as styles from "./Tooltip.css";

export interface TooltipProps {
  /** The hint. Keep it short; never the only place essential information lives. */
  content: ReactNode;
  /** The trigger: one focusable element (a button, a link). */
  children: ReactElement;
  /** @default "top" */
  side?: "top" | "right" | "bottom" | "left";
  /** Hover delay before showing, in ms. @default 300 */
  delayDuration?: number;
  /** Start open (previews and screenshots). */
  defaultOpen?: boolean;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** A short hint on hover and keyboard focus of its trigger. */
export function Tooltip({
  content,
  children,
  side = "top",
  delayDuration = 300,
  defaultOpen,
  open,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className={styles.content} side={side} sideOffset={6}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

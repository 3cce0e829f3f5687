import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, type ButtonProps } from "../Button/Button";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

export interface CopyButtonProps extends Omit<
  ButtonProps,
  "onClick" | "children" | "href" | "asChild" | "loading"
> {
  /** The text put on the clipboard. */
  value: string;
  /** Button label. @default "Copy" */
  label?: string;
  /** Label (and announcement) after a successful copy. @default "Copied!" */
  copiedLabel?: string;
  /** Announcement when the clipboard refuses. @default "Copy failed" */
  failedLabel?: string;
  /** How long the feedback shows, in ms. @default 2000 */
  feedbackDuration?: number;
  /** Called after a successful copy. */
  onCopied?: (value: string) => void;
}

type CopyState = "idle" | "copied" | "failed";

/** Copies a value (an API base URL, an auth header) to the clipboard and confirms it. */
export function CopyButton({
  value,
  label = "Copy",
  copiedLabel = "Copied!",
  failedLabel = "Copy failed",
  feedbackDuration = 2000,
  onCopied,
  variant = "secondary",
  size = "small",
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
      onCopied?.(value);
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), feedbackDuration);
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        iconStart={state === "copied" ? <Check size={16} /> : <Copy size={16} />}
        onClick={copy}
        {...props}
      >
        {state === "copied" ? copiedLabel : label}
      </Button>
      <VisuallyHidden role="status">
        {state === "copied" ? copiedLabel : state === "failed" ? failedLabel : ""}
      </VisuallyHidden>
    </>
  );
}

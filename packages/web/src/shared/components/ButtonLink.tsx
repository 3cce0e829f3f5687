import { Button, type ButtonProps } from "@aizapy/design-system";
import { type ReactNode } from "react";
import { Link } from "react-router-dom";

export interface ButtonLinkProps {
  /** A URL of the same area (from its `paths`). */
  to: string;
  children: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** @default "secondary" */
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  /** A fuller name than the text, when the text alone is ambiguous (one link per row). */
  "aria-label"?: string;
}

/** A link to another page of the area that looks like a button, followed without a page load. */
export function ButtonLink({
  to,
  children,
  icon,
  variant = "secondary",
  size,
  "aria-label": ariaLabel,
}: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link to={to} aria-label={ariaLabel}>
        {icon && <span aria-hidden="true">{icon}</span>}
        {children}
      </Link>
    </Button>
  );
}

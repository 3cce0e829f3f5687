import { skipLink } from "./SkipLink.css";

export interface SkipLinkProps {
  /** The id of the main content. @default "main" */
  targetId?: string;
}

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink({ targetId = "main" }: SkipLinkProps) {
  return (
    <a className={skipLink} href={`#${targetId}`}>
      Skip to main content
    </a>
  );
}

import type { ReactNode } from "react";
import { SkipLink } from "../components/SkipLink";
import { FloatingActions } from "./FloatingActions";
import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";
import { TrustStrip } from "./TrustStrip";

export interface SiteLayoutProps {
  /** The page's path (`null` for the not-found page). */
  currentPath: string | null;
  children: ReactNode;
  /** The copyright year. */
  year: number;
}

/** Every public page: trust strip, sticky header, the page, footer and floating WhatsApp buttons. */
export function SiteLayout({ currentPath, children, year }: SiteLayoutProps) {
  return (
    <>
      <SkipLink />
      <TrustStrip />
      <SiteHeader currentPath={currentPath} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter year={year} />
      <FloatingActions />
    </>
  );
}

import { type ReactNode, useEffect } from "react";

export interface IslandRootProps {
  children?: ReactNode;
  /** Called once the island has hydrated (the browser only). */
  onHydrated?: () => void;
}

/** Wraps every island, on the server and in the browser alike, so both render the same tree. */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return children;
}

import { useEffect, useState } from "react";
import { getPublicSettings, type PublicSettings } from "./get-public-settings";

/**
 * The public settings in a component: `undefined` while loading (and when prerendering), `null`
 * if they could not be read.
 */
export function usePublicSettings(): PublicSettings | null | undefined {
  const [settings, setSettings] = useState<PublicSettings | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void getPublicSettings().then((value) => {
      if (isCurrent) setSettings(value);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return settings;
}

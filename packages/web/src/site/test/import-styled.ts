import { endFileScope, setFileScope } from "@vanilla-extract/css/fileScope";

/**
 * Imports components in the web project's Node tests, which run without the vanilla-extract Vite
 * plugin: their `.css.ts` files (and the design system's) are evaluated under one file scope, so
 * `style()` hands out class names and writes no CSS. The markup is then read as the prerender
 * writes it, with `react-dom/server`.
 *
 * const { PricingCard } = await importStyled(() => import("./PricingCard"));
 */
export async function importStyled<T>(load: () => Promise<T>): Promise<T> {
  setFileScope("src/site/test/import-styled.ts", "@aizapy/web");
  try {
    return await load();
  } finally {
    endFileScope();
  }
}

// Development only (see scripts/dev-public-pages.ts): pages render on the server, so their styles
// would otherwise never reach the browser before the production build collects them into one file.
import { ThemeProvider } from "@aizapy/design-system";
import { SiteLayout } from "./layout/SiteLayout";

void [ThemeProvider, SiteLayout];
import.meta.glob("./pages/**/*.tsx", { eager: true });

import { hydrateIslands } from "../islands/hydrate-islands";
import { siteIslands } from "../layout/site-islands";

hydrateIslands(siteIslands);

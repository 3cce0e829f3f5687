import { hydrateIslands } from "../islands/hydrate-islands";
import { pricingIslands } from "../pages/pricing/islands";

hydrateIslands(pricingIslands);

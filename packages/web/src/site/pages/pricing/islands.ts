import { deferIsland } from "../../islands/define-island";
import { siteIslands } from "../../layout/site-islands";

export const pricingIslands = [
  ...siteIslands,
  deferIsland("cost-calculator", () =>
    import("../../features/pricing/components/CostCalculator").then(
      (module) => module.CostCalculator,
    ),
  ),
];

import { deferIsland } from "../../islands/define-island";
import { siteIslands } from "../../layout/site-islands";

/** The testimonials sit below the fold: their code loads as the visitor scrolls to them. */
export const homeIslands = [
  ...siteIslands,
  deferIsland("testimonials", () =>
    import("./TestimonialsCarousel").then((module) => module.TestimonialsCarousel),
  ),
];

import { deferIsland } from "../../islands/define-island";
import { siteIslands } from "../../layout/site-islands";
import { copyFieldIsland } from "./CopyField";

/** The code tabs hydrate as the visitor scrolls to them: the page loads none of their code first. */
export const apiDocumentationIslands = [
  ...siteIslands,
  copyFieldIsland,
  deferIsland("code-tabs", () =>
    import("../../components/CodeTabs/CodeTabs").then((module) => module.CodeTabs),
  ),
];

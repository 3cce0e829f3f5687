import { codeTabsIsland } from "../../components/CodeTabs";
import { siteIslands } from "../../layout/site-islands";
import { copyFieldIsland } from "./CopyField";

export const apiDocumentationIslands = [...siteIslands, copyFieldIsland, codeTabsIsland];

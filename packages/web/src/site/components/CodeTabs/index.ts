export { CodeTabs, codeTabsIsland, type CodeTabsProps, type CodeTabsSample } from "./CodeTabs";

import { hydrateIslands } from "../islands/hydrate-islands";
import { apiDocumentationIslands } from "../pages/api-documentation/islands";

hydrateIslands(apiDocumentationIslands);

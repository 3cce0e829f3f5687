import { hydrateIslands } from "../islands/hydrate-islands";
import { homeIslands } from "../pages/home/islands";

hydrateIslands(homeIslands);

import { hydrateIslands } from "../islands/hydrate-islands";
import { loginIslands } from "../pages/auth/islands";

hydrateIslands(loginIslands);

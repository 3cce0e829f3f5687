import { hydrateIslands } from "../islands/hydrate-islands";
import { signupIslands } from "../pages/auth/islands";

hydrateIslands(signupIslands);

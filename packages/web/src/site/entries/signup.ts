import { hydrateIslands } from "../islands/hydrate-islands";
import { signupIslands } from "../pages/auth/signup-islands";

hydrateIslands(signupIslands);

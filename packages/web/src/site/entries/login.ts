import { hydrateIslands } from "../islands/hydrate-islands";
import { loginIslands } from "../pages/auth/login-islands";

hydrateIslands(loginIslands);

import { hydrateIslands } from "../islands/hydrate-islands";
import { acceptInviteIslands } from "../pages/auth/accept-invite-islands";

hydrateIslands(acceptInviteIslands);

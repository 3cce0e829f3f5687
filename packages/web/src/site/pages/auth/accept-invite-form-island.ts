import { AcceptInviteForm } from "../../features/account/components/AcceptInviteForm";
import { defineIsland } from "../../islands/define-island";

/** Prerendered by the page; its entry hydrates it from a deferred chunk (see accept-invite-islands.ts). */
export const acceptInviteFormIsland = defineIsland("accept-invite-form", AcceptInviteForm);

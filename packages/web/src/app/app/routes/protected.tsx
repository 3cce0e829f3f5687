import { RequireMember } from "../../features/auth/components/RequireMember";
import { WorkspaceLayout } from "../WorkspaceLayout";

/** Every workspace page: behind the guard, inside the workspace layout. */
export function Component() {
  return (
    <RequireMember>
      <WorkspaceLayout />
    </RequireMember>
  );
}

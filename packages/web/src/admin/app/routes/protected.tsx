import { RequireAdmin } from "../../features/auth/components/RequireAdmin";
import { AdminLayout } from "../AdminLayout";

/** Every admin page but the login page: behind the guard, inside the console layout. */
export function Component() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

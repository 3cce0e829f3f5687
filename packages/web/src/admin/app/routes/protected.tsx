import { AdminLayout } from "../../components/AdminLayout";
import { RequireAdmin } from "../../features/auth/components/RequireAdmin";

/** Every admin page but the login page: behind the guard, inside the console layout. */
export function Component() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

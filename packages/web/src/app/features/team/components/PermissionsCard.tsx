import {
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  VisuallyHidden,
} from "@aizapy/design-system";
import { MEMBER_PERMISSIONS, MEMBER_ROLES, type MemberRole } from "@aizapy/contracts";
import { Check, Minus } from "lucide-react";
import { describeRole } from "../../../lib/roles";
import * as styles from "./PermissionsCard.css";

type Permission = (typeof MEMBER_PERMISSIONS)[number];

const columns: DataTableColumn<Permission>[] = [
  {
    id: "area",
    header: "Area",
    isRowHeader: true,
    cell: (permission) => (
      <>
        <span className={styles.area}>{permission.area}</span>
        <span className={styles.description}>{permission.description}</span>
      </>
    ),
  },
  ...MEMBER_ROLES.map((role): DataTableColumn<Permission> => ({
    id: role,
    header: describeRole(role),
    align: "center",
    cell: (permission) => {
      const allowed = (permission.roles as readonly MemberRole[]).includes(role);
      return (
        <>
          {allowed ? (
            <Check size={18} className={styles.allowed} aria-hidden="true" />
          ) : (
            <Minus size={18} className={styles.denied} aria-hidden="true" />
          )}
          <VisuallyHidden>{allowed ? "Yes" : "No"}</VisuallyHidden>
        </>
      );
    },
  })),
];

/** Who can do what: each part of the workspace and the roles that may use it. */
export function PermissionsCard() {
  return (
    <Card as="section" aria-labelledby="permissions-title">
      <CardHeader
        title={<span id="permissions-title">Who can do what</span>}
        titleAs="h2"
        description="Owners and admins manage the workspace; agents answer customers."
      />
      <CardBody>
        <DataTable
          caption="Permissions by role"
          hideCaption
          columns={columns}
          rows={MEMBER_PERMISSIONS}
          getRowId={(permission) => permission.area}
        />
      </CardBody>
    </Card>
  );
}

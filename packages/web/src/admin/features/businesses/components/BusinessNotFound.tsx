import { Button, Card, EmptyState } from "@aizapy/design-system";
import { Building2 } from "lucide-react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../../../shared/components/PageHeader";
import { paths } from "../../../lib/paths";

/** A business page whose business does not exist (deleted, or a mistyped link). */
export function BusinessNotFound() {
  return (
    <>
      <PageHeader title="Business not found" />
      <Card>
        <EmptyState
          icon={<Building2 size={24} />}
          titleAs="h2"
          title="No business has this address"
          description="It may have been deleted, or the link is incomplete."
          action={
            <Button asChild>
              <Link to={paths.businesses}>Back to businesses</Link>
            </Button>
          }
        />
      </Card>
    </>
  );
}

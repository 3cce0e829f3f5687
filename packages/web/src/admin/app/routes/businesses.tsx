import { Button } from "@aizapy/design-system";
import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { BusinessFormDialog } from "../../features/businesses/components/BusinessFormDialog";
import { BusinessTable } from "../../features/businesses/components/BusinessTable";

/** /admin/businesses: the registered businesses, and a dialog to add one. */
export function Component() {
  const [isAdding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="Businesses"
        description="Businesses registered on the platform"
        actions={
          <Button iconStart={<Plus size={16} />} onClick={() => setAdding(true)}>
            Add Business
          </Button>
        }
      />
      <BusinessTable />
      <BusinessFormDialog open={isAdding} onOpenChange={setAdding} />
    </>
  );
}

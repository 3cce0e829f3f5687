import { Button } from "@aizapy/design-system";
import { Plus } from "lucide-react";
import { PageHeader } from "../../components/PageHeader";
import { BusinessList } from "../../features/businesses/components/BusinessList";

/** /admin/businesses (spec §2). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Businesses"
        description="Businesses registered on the platform"
        actions={
          // Spec §2: Add Business is shown without behaviour.
          <Button iconStart={<Plus size={16} />} disabled>
            Add Business
          </Button>
        }
      />
      <BusinessList />
    </>
  );
}

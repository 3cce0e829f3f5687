import { Button } from "@aizapy/design-system";
import { Plus } from "lucide-react";
import { PageHeader } from "../../components/PageHeader";
import { ApiConfigList } from "../../features/api-configs/components/ApiConfigList";

/** /admin/api-configs (spec §2). */
export function Component() {
  return (
    <>
      <PageHeader
        title="API Configurations"
        description="Businesses' connections to WhatsApp Business API providers"
        actions={
          // Spec §2: Add API Config is shown without behaviour.
          <Button iconStart={<Plus size={16} />} disabled>
            Add API Config
          </Button>
        }
      />
      <ApiConfigList />
    </>
  );
}

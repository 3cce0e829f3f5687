import { Button } from "@aizapy/design-system";
import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../../shared/components/PageHeader";
import { ApiConfigList } from "../../features/api-configs/components/ApiConfigList";

/** /admin/api-configs: every API configuration, and a dialog to add one. */
export function Component() {
  const [isAdding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title="API Configurations"
        description="Businesses' connections to WhatsApp Business API providers"
        actions={
          <Button iconStart={<Plus size={16} />} onClick={() => setAdding(true)}>
            Add API Config
          </Button>
        }
      />
      <ApiConfigList isAdding={isAdding} onAddingChange={setAdding} />
    </>
  );
}

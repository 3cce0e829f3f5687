import { PageHeader } from "../../../shared/components/PageHeader";
import { useWorkspaceAccount } from "../../api/workspace-account";
import { TemplatesCard } from "../../features/templates/components/TemplatesCard";

/** /app/templates: the business's message templates, and Add template (every role). */
export function Component() {
  const { business } = useWorkspaceAccount();
  return (
    <>
      <PageHeader
        title="Templates"
        description="Approved templates open a conversation with any customer, at any time."
      />
      <TemplatesCard reviewedByMeta={business.provider === "whatsapp-cloud"} />
    </>
  );
}

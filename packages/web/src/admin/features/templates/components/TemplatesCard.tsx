import {
  Button,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  List,
  SkeletonRows,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { TemplateFormDialog } from "../../../../shared/components/TemplateFormDialog";
import { type MessageTemplateFields_MessageTemplateFragment } from "../../../gql/graphql";
import { useCreateMessageTemplate } from "../api/create-message-template";
import { MessageTemplatesQuery } from "../api/get-message-templates";
import { DeleteTemplateDialog } from "./DeleteTemplateDialog";
import { TemplateRow } from "./TemplateRow";

export interface TemplatesCardProps {
  businessId: string;
  /** The business sends through the WhatsApp Cloud API, where Meta reviews new templates. */
  reviewedByMeta: boolean;
}

/**
 * A business's message templates, each with its status, body and parameters; templates are
 * added with the shared rules and deleted after a confirmation.
 */
export function TemplatesCard({ businessId, reviewedByMeta }: TemplatesCardProps) {
  const { data, error, refetch } = useQuery(MessageTemplatesQuery, { variables: { businessId } });
  const [isAdding, setAdding] = useState(false);
  const create = useCreateMessageTemplate(businessId);
  const [deleting, setDeleting] = useState<MessageTemplateFields_MessageTemplateFragment | null>(
    null,
  );
  const templates = data?.messageTemplates;

  let content;
  if (error && !data) {
    content = <QueryErrorState what="templates" error={error} onRetry={refetch} />;
  } else if (!templates) {
    content = <SkeletonRows count={2} label="Loading templates" withAvatar={false} />;
  } else if (templates.length === 0) {
    content = (
      <EmptyState
        icon={<FileText size={24} />}
        titleAs="p"
        title="No templates yet"
        description='Click "Add template" to write the business its first one.'
      />
    );
  } else {
    content = (
      <List aria-label="Message templates">
        {templates.map((template) => (
          <TemplateRow
            key={template.id}
            template={template}
            onDelete={() => setDeleting(template)}
          />
        ))}
      </List>
    );
  }

  return (
    <Card as="section" aria-labelledby="message-templates-title">
      <CardHeader
        title={<span id="message-templates-title">Message templates</span>}
        titleAs="h2"
        description={
          reviewedByMeta
            ? "Sent with /v1/messages/template at any time, once Meta has approved them."
            : "Sent with /v1/messages/template at any time; new ones are approved at once."
        }
        action={
          <Button size="small" iconStart={<Plus size={16} />} onClick={() => setAdding(true)}>
            Add template
          </Button>
        }
      />
      <CardBody>{content}</CardBody>
      <TemplateFormDialog
        open={isAdding}
        onOpenChange={setAdding}
        description={
          reviewedByMeta
            ? "The business sends through the WhatsApp Cloud API: Meta reviews the template, and it can be sent once approved."
            : "It is approved at once and can be sent straight away."
        }
        {...create}
      />
      <DeleteTemplateDialog
        businessId={businessId}
        template={deleting}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

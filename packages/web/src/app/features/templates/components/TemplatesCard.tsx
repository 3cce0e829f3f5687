import { Badge, Button, type DataTableColumn, Text } from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { TableCard } from "../../../../shared/components/TableCard";
import { TemplateFormDialog } from "../../../../shared/components/TemplateFormDialog";
import { capitalize } from "../../../../shared/lib/format";
import { describeParameterCount, templateStatusTone } from "../../../../shared/lib/template-labels";
import { type WorkspaceTemplate_MessageTemplateFragment } from "../../../gql/graphql";
import { notifyRequestFailure } from "../../../lib/notify";
import { useCreateTemplate, WorkspaceTemplatesQuery } from "../api/templates";
import * as styles from "./TemplatesCard.css";

type Template = WorkspaceTemplate_MessageTemplateFragment;

const columns: DataTableColumn<Template>[] = [
  {
    id: "name",
    header: "Name",
    isRowHeader: true,
    cell: (template) => (
      <span className={styles.name}>
        <code translate="no">{template.name}</code>
        <Text as="span" size="small" tone="secondary" className={styles.body}>
          {template.body}
        </Text>
      </span>
    ),
  },
  { id: "language", header: "Language", cell: (template) => template.language },
  {
    id: "category",
    header: "Category",
    hideBelow: "tablet",
    cell: (template) => capitalize(template.category),
  },
  {
    id: "parameters",
    header: "Parameters",
    hideBelow: "desktop",
    cell: (template) => describeParameterCount(template.parameterCount),
  },
  {
    id: "status",
    header: "Status",
    cell: (template) => (
      <span className={styles.status}>
        <Badge tone={templateStatusTone(template.status)}>{capitalize(template.status)}</Badge>
        {template.status === "rejected" && (
          <Text as="span" size="small" tone="critical">
            {template.rejectionReason ?? "No reason given"}
          </Text>
        )}
      </span>
    ),
  },
];

/** The business's templates (with Meta's reason for a rejection), and Add template. */
export function TemplatesCard({ reviewedByMeta }: { reviewedByMeta: boolean }) {
  const query = useQuery(WorkspaceTemplatesQuery);
  const [isAdding, setAdding] = useState(false);
  const create = useCreateTemplate();

  return (
    <TableCard
      title="Message templates"
      titleId="templates-title"
      description="Messages you can start a conversation with, with {{1}}, {{2}}, … for the parts that change."
      action={
        <Button size="small" iconStart={<Plus size={16} />} onClick={() => setAdding(true)}>
          Add template
        </Button>
      }
      query={query}
      rows={query.data?.workspaceTemplates}
      what="templates"
      columns={columns}
      getRowId={(template) => template.id}
      loadingLabel="Loading templates"
      loadingRowCount={3}
      empty={{
        icon: <FileText size={24} />,
        title: "No templates yet",
        description: 'Click "Add template" to write your first one.',
      }}
    >
      <TemplateFormDialog
        open={isAdding}
        onOpenChange={setAdding}
        description={
          reviewedByMeta
            ? "Meta reviews new templates; you can send it once it is approved."
            : "On the sandbox it is approved at once and can be sent straight away."
        }
        {...create}
        onCreateError={(error) =>
          notifyRequestFailure(
            "Template not added",
            error,
            "The template could not be added. Please try again.",
          )
        }
      />
    </TableCard>
  );
}

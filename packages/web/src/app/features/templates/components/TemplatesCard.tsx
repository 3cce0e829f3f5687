import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Text,
} from "@aizapy/design-system";
import { useQuery } from "@apollo/client/react";
import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { QueryErrorState } from "../../../components/QueryErrorState";
import { type WorkspaceTemplate_MessageTemplateFragment } from "../../../gql/graphql";
import { capitalize } from "../../../lib/format";
import { WorkspaceTemplatesQuery } from "../api/templates";
import { describeParameterCount, templateStatusTone } from "../labels";
import { CreateTemplateDialog } from "./CreateTemplateDialog";
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
  const { data, loading, error, refetch } = useQuery(WorkspaceTemplatesQuery);
  const [isCreating, setCreating] = useState(false);
  const templates = data?.workspaceTemplates;

  return (
    <Card as="section" aria-labelledby="templates-title">
      <CardHeader
        title={<span id="templates-title">Message templates</span>}
        titleAs="h2"
        description="Messages you can start a conversation with, with {{1}}, {{2}}, … for the parts that change."
        action={
          <Button size="small" iconStart={<Plus size={16} />} onClick={() => setCreating(true)}>
            Add template
          </Button>
        }
      />
      <CardBody>
        {error && !data ? (
          <QueryErrorState what="templates" error={error} onRetry={refetch} />
        ) : (
          <DataTable
            caption="Message templates"
            hideCaption
            columns={columns}
            rows={templates ?? []}
            getRowId={(template) => template.id}
            loading={loading && !templates}
            loadingLabel="Loading templates"
            loadingRowCount={3}
            empty={
              <EmptyState
                icon={<FileText size={24} />}
                titleAs="p"
                title="No templates yet"
                description='Click "Add template" to write your first one.'
              />
            }
          />
        )}
      </CardBody>
      <CreateTemplateDialog
        open={isCreating}
        onOpenChange={setCreating}
        reviewedByMeta={reviewedByMeta}
      />
    </Card>
  );
}

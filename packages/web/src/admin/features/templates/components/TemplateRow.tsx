import { Badge, IconButton, ListRow, Text } from "@aizapy/design-system";
import { Trash2 } from "lucide-react";
import { capitalize } from "../../../../shared/lib/format";
import { describeParameterCount, templateStatusTone } from "../../../../shared/lib/template-labels";
import { type MessageTemplateFields_MessageTemplateFragment } from "../../../gql/graphql";
import { TemplateBody } from "./TemplateBody";

export interface TemplateRowProps {
  template: MessageTemplateFields_MessageTemplateFragment;
  onDelete: () => void;
}

/** One template: name, status (with Meta's reason for a rejection), body, language, category. */
export function TemplateRow({ template, onDelete }: TemplateRowProps) {
  const named = `${template.name} (${template.language})`;
  return (
    <ListRow
      title={<span translate="no">{template.name}</span>}
      badges={
        <Badge tone={templateStatusTone(template.status)}>{capitalize(template.status)}</Badge>
      }
      description={<TemplateBody body={template.body} />}
      meta={
        <>
          <span>Language: {template.language}</span>
          <span>{capitalize(template.category)}</span>
          <span>{describeParameterCount(template.parameterCount)}</span>
          {template.status === "rejected" && (
            <Text as="span" size="xsmall" tone="critical">
              Rejected by Meta: {template.rejectionReason ?? "no reason given"}
            </Text>
          )}
        </>
      }
      actions={
        <IconButton label={`Delete ${named}`} icon={<Trash2 size={18} />} onClick={onDelete} />
      }
    />
  );
}

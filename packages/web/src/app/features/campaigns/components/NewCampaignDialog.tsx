import { FormDialog, Select, Stack, Text, TextField } from "@aizapy/design-system";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { formatCount } from "../../../../shared/lib/format";
import { showFormError } from "../../../lib/form-errors";
import { useCreateCampaign } from "../api/campaign-mutations";
import { CampaignFormOptionsQuery } from "../api/campaigns";
import {
  type CampaignFormOutput,
  type CampaignFormValues,
  campaignFormSchema,
  emptyCampaignForm,
  parameterSourceOptions,
  parametersFor,
  templateOptionLabel,
  toCreateCampaignInput,
} from "../campaign-form";
import * as styles from "./NewCampaignDialog.css";

export interface NewCampaignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft was created: its page opens, with the preflight before launch. */
  onCreated: (id: string) => void;
}

/** The fields the server names, and where its paths land on the form. */
function errorTargets(parameterCount: number) {
  const placeholders = Array.from({ length: parameterCount }, (_, index) => index);
  const fields = [
    "name",
    "templateId",
    "tags",
    "segmentId",
    "scheduledAt",
    "holdoutPercent",
    ...placeholders.map((index) => `parameters.${index}.value` as const),
  ] as const;
  const aliases: Record<string, (typeof fields)[number]> = {
    "template.name": "templateId",
    "template.language": "templateId",
    "template.parameters": "templateId",
    audience: "tags",
    "audience.tags": "tags",
    "audience.segmentId": "segmentId",
  };
  for (const index of placeholders) {
    for (const key of ["field", "attribute", "text", ""])
      aliases[`template.parameters.${index}${key ? `.${key}` : ""}`] = `parameters.${index}.value`;
  }
  return { fields, aliases };
}

/**
 * A new draft campaign: a name, an approved template with what fills each of its placeholders,
 * the audience (tags, a segment or both), an optional time and the holdout. Nothing is sent until
 * it is launched from its page, after the preflight.
 */
export function NewCampaignDialog({ open, onOpenChange, onCreated }: NewCampaignDialogProps) {
  const { create, isCreating } = useCreateCampaign();
  const options = useQuery(CampaignFormOptionsQuery, { skip: !open, fetchPolicy: "network-only" });
  const templates = useMemo(
    () =>
      (options.data?.workspaceTemplates ?? []).filter((template) => template.status === "approved"),
    [options.data],
  );
  const segments = options.data?.workspaceSegments ?? [];

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<CampaignFormValues, unknown, CampaignFormOutput>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: emptyCampaignForm,
  });
  const parameters = useFieldArray({ control, name: "parameters" });
  const templateId = useWatch({ control, name: "templateId" });
  const sources = useWatch({ control, name: "parameters" });
  const template = templates.find((candidate) => candidate.id === templateId);
  const parameterCount = template?.parameterCount ?? 0;

  useEffect(() => {
    if (open) reset(emptyCampaignForm);
  }, [open, reset]);

  // One row per placeholder of the chosen template.
  const { replace } = parameters;
  useEffect(() => {
    replace(parametersFor(parameterCount, getValues("parameters")));
  }, [parameterCount, replace, getValues]);

  const onSubmit = handleSubmit(async (form) => {
    if (!template) return;
    const outcome = await create(toCreateCampaignInput(form, template));
    if (outcome.ok) {
      onOpenChange(false);
      onCreated(outcome.id);
      return;
    }
    const { fields, aliases } = errorTargets(parameterCount);
    showFormError(
      outcome.error,
      setError,
      fields,
      {
        title: "Campaign not created",
        fallback: "The campaign could not be created. Please try again.",
      },
      aliases,
    );
  });

  const templateOptions = templates.map((candidate) => ({
    value: candidate.id,
    label: templateOptionLabel(candidate),
  }));
  const segmentOptions = [
    { value: "", label: "No segment" },
    ...segments.map((segment) => ({
      value: segment.id,
      label: `${segment.name} (${formatCount(segment.count)})`,
    })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New campaign"
      description="A draft: you see who it reaches and what it costs before you launch it."
      onSubmit={(event) => void onSubmit(event)}
      pending={isCreating}
      submitLabel="Create draft"
      pendingLabel="Creating..."
      size="large"
      noValidate
    >
      <TextField
        label="Name"
        autoComplete="off"
        required
        hint="For your team, e.g. Diwali sale: Pune"
        error={errors.name?.message}
        {...register("name")}
      />
      <Select
        label="Template"
        placeholder={options.loading ? "Loading templates..." : "Choose an approved template"}
        options={templateOptions}
        required
        hint={
          options.data && templates.length === 0
            ? "No approved templates yet: add one on the Templates page."
            : "Only approved templates can be sent."
        }
        error={errors.templateId?.message}
        {...register("templateId")}
      />
      {template && (
        <Text size="small" tone="secondary" className={styles.templateBody}>
          {template.body}
        </Text>
      )}
      {parameters.fields.map((field, index) => {
        const placeholder = `{{${index + 1}}}`;
        const source = sources?.[index]?.source;
        return (
          <Stack
            key={field.id}
            space="small"
            role="group"
            aria-label={`Placeholder ${placeholder}`}
          >
            <Select
              label={`Fill ${placeholder} with`}
              options={parameterSourceOptions}
              {...register(`parameters.${index}.source`)}
            />
            {(source === "attribute" || source === "text") && (
              <TextField
                label={
                  source === "attribute"
                    ? `Attribute for ${placeholder}`
                    : `Text for ${placeholder}`
                }
                autoComplete="off"
                hint={
                  source === "attribute"
                    ? "Contacts without it are left out, and counted in the preflight."
                    : undefined
                }
                error={errors.parameters?.[index]?.value?.message}
                {...register(`parameters.${index}.value`)}
              />
            )}
          </Stack>
        );
      })}
      <TextField
        label="Tags"
        autoComplete="off"
        hint="Contacts with any of these tags, separated by commas, e.g. vip, pune"
        error={errors.tags?.message}
        {...register("tags")}
      />
      <Select
        label="Segment"
        options={segmentOptions}
        hint="Its contacts join those of the tags; each contact gets one message."
        error={errors.segmentId?.message}
        {...register("segmentId")}
      />
      <TextField
        label="Send at"
        type="datetime-local"
        hint="Optional: leave empty to send as soon as you launch it."
        error={errors.scheduledAt?.message}
        {...register("scheduledAt")}
      />
      <TextField
        label="Holdout (%)"
        inputMode="numeric"
        autoComplete="off"
        hint="0 to 50% of the audience is not sent, to measure how many more replied because of it."
        error={errors.holdoutPercent?.message}
        {...register("holdoutPercent")}
      />
    </FormDialog>
  );
}

import {
  Button,
  FormDialog,
  IconButton,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
} from "@aizapy/design-system";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@apollo/client/react";
import { Plus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { type z } from "zod";
import { type SegmentFilterInput } from "../../../gql/graphql";
import { showFormError } from "../../../lib/form-errors";
import {
  SegmentCampaignQuery,
  useSaveSegment,
  useSegmentCampaigns,
  WorkspaceSegmentCountQuery,
} from "../api/segments";
import {
  campaignOptions,
  emptySegmentForm,
  engagementOptions,
  liveFilter,
  segmentFormSchema,
  type SegmentFormValues,
  toSegmentInput,
} from "../segment-form";

type SegmentFormOutput = z.output<typeof segmentFormSchema>;

const FIELDS = [
  "name",
  "tags",
  "anyTags",
  "consent",
  "inboundWithinDays",
  "noInboundWithinDays",
  "campaignId",
  "campaignEngagement",
] as const;
const ALIASES = {
  "filter.tags": "tags",
  "filter.anyTags": "anyTags",
  "filter.consent": "consent",
  "filter.inboundWithinDays": "inboundWithinDays",
  "filter.noInboundWithinDays": "noInboundWithinDays",
  "filter.campaign": "campaignId",
  "filter.campaign.id": "campaignId",
  "filter.campaign.engagement": "campaignEngagement",
} as const;

/** The count waits this long after the last keystroke. */
const COUNT_DELAY_MS = 400;

const consentOptions = [
  { value: "", label: "Any consent" },
  { value: "opted_in", label: "Opted in" },
  { value: "opted_out", label: "Opted out" },
  { value: "unknown", label: "Unknown" },
];

export interface SegmentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The segment edited, or null for a new one. */
  segment: { id: string; values: SegmentFormValues } | null;
}

/** Creates or edits a segment; the contacts its filter holds are counted as it is edited. */
export function SegmentFormDialog({ open, onOpenChange, segment }: SegmentFormDialogProps) {
  const { save, isSaving } = useSaveSegment();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SegmentFormValues, unknown, SegmentFormOutput>({
    resolver: zodResolver(segmentFormSchema),
    defaultValues: emptySegmentForm,
  });
  const attributes = useFieldArray({ control, name: "attributes" });

  useEffect(() => {
    if (open) reset(segment?.values ?? emptySegmentForm);
  }, [open, segment, reset]);

  const values = useWatch({ control }) as SegmentFormValues;
  const filter = liveFilter({ ...emptySegmentForm, ...values });
  const filterKey = JSON.stringify(filter);
  const [counted, setCounted] = useState<SegmentFilterInput | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setCounted(JSON.parse(filterKey) as SegmentFilterInput | null),
      COUNT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [filterKey]);
  const count = useQuery(WorkspaceSegmentCountQuery, {
    variables: { filter: counted ?? {} },
    skip: !open || counted === null,
    fetchPolicy: "network-only",
  });
  const countData = count.data ?? count.previousData;

  // The campaigns to choose from; a saved segment's campaign older than those is named alone.
  const campaignGroupId = useId();
  const campaigns = useSegmentCampaigns(!open);
  const chosenCampaign = values.campaignId ?? "";
  const isUnlisted =
    chosenCampaign !== "" && campaigns.campaigns !== undefined && !campaigns.nameOf(chosenCampaign);
  const unlisted = useQuery(SegmentCampaignQuery, {
    variables: { id: chosenCampaign },
    skip: !open || !isUnlisted,
  });
  const campaignChoices = campaignOptions(
    campaigns.campaigns ?? [],
    chosenCampaign,
    campaigns.loading || unlisted.loading
      ? "Loading campaigns..."
      : unlisted.data?.workspaceCampaign.name,
  );
  let campaignHint: string | undefined;
  if (campaigns.error) campaignHint = "The campaigns could not be loaded.";
  else if (campaigns.campaigns?.length === 0) campaignHint = "No campaigns yet.";

  const onSubmit = handleSubmit(async (form) => {
    const outcome = await save(segment?.id ?? null, toSegmentInput(form));
    if (outcome.ok) onOpenChange(false);
    else
      showFormError(
        outcome.error,
        setError,
        FIELDS,
        {
          title: "Segment not saved",
          fallback: "The segment could not be saved. Please try again.",
        },
        ALIASES,
      );
  });

  let countText = "Counting...";
  if (filter === null) countText = "Fix the filter to count its contacts.";
  else if (count.error) countText = "The contacts could not be counted.";
  else if (countData && !count.loading && counted !== null && JSON.stringify(counted) === filterKey)
    countText =
      countData.workspaceSegmentCount === 1
        ? "1 contact matches"
        : `${countData.workspaceSegmentCount.toLocaleString("en-IN")} contacts match`;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={segment ? "Edit segment" : "New segment"}
      description="Contacts that meet every condition you give; leave a condition empty to skip it."
      onSubmit={(event) => void onSubmit(event)}
      pending={isSaving}
      submitLabel={segment ? "Save segment" : "Create segment"}
      pendingLabel="Saving..."
      size="large"
      noValidate
    >
      <TextField
        label="Name"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Has all of these tags"
        autoComplete="off"
        hint="Separated by commas, e.g. vip, pune"
        error={errors.tags?.message}
        {...register("tags")}
      />
      <TextField
        label="Has any of these tags"
        autoComplete="off"
        hint="Separated by commas"
        error={errors.anyTags?.message}
        {...register("anyTags")}
      />
      <Stack space="small" role="group" aria-label="Attributes">
        <Text weight="semibold">Attributes</Text>
        {attributes.fields.map((field, index) => (
          <Inline key={field.id} space="small" alignY="top" collapseBelow="tablet">
            <TextField
              label="Attribute"
              autoComplete="off"
              error={errors.attributes?.[index]?.name?.message}
              {...register(`attributes.${index}.name`)}
            />
            <TextField
              label="Equals"
              autoComplete="off"
              error={errors.attributes?.[index]?.value?.message}
              {...register(`attributes.${index}.value`)}
            />
            <IconButton
              label={`Remove attribute ${index + 1}`}
              icon={<X size={18} />}
              onClick={() => attributes.remove(index)}
            />
          </Inline>
        ))}
        <Inline>
          <Button
            size="small"
            variant="secondary"
            iconStart={<Plus size={16} />}
            onClick={() => attributes.append({ name: "", value: "" })}
          >
            Add attribute
          </Button>
        </Inline>
      </Stack>
      <Select
        label="Consent"
        options={consentOptions}
        error={errors.consent?.message}
        {...register("consent")}
      />
      <Inline space="small" alignY="top" collapseBelow="tablet">
        <TextField
          label="Wrote within (days)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.inboundWithinDays?.message}
          {...register("inboundWithinDays")}
        />
        <TextField
          label="No message for (days)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.noInboundWithinDays?.message}
          {...register("noInboundWithinDays")}
        />
      </Inline>
      <Stack space="small" role="group" aria-labelledby={campaignGroupId}>
        <Text weight="semibold" id={campaignGroupId}>
          How they took a campaign
        </Text>
        <Inline space="small" alignY="top" collapseBelow="tablet">
          <Controller
            control={control}
            name="campaignId"
            rules={{ deps: ["campaignEngagement"] }}
            render={({ field }) => (
              <Select
                label="Campaign"
                options={campaignChoices}
                hint={campaignHint}
                error={errors.campaignId?.message}
                {...field}
              />
            )}
          />
          <Select
            label="How they took it"
            options={engagementOptions}
            hint='"Received it", "Delivered" and "Read it" count those who went further too.'
            error={errors.campaignEngagement?.message}
            {...register("campaignEngagement", { deps: ["campaignId"] })}
          />
        </Inline>
      </Stack>
      <Text weight="semibold" role="status" aria-live="polite">
        {countText}
      </Text>
    </FormDialog>
  );
}

import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  Inline,
  SkeletonRows,
  Stack,
  Switch,
  TextField,
} from "@aizapy/design-system";
import { type WorkspaceSettings } from "@aizapy/contracts";
import { useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { type z } from "zod";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { Notice } from "../../../components/Notice";
import { showFormError } from "../../../lib/form-errors";
import { useUpdateMessagingRules, WorkspaceSettingsQuery } from "../api/messaging-rules";
import {
  firstErrorMessage,
  type RulesFormValues,
  rulesFormSchema,
  rulesFormValues,
} from "../rules-form";

type RulesOutput = z.output<typeof rulesFormSchema>;

const FIELDS = [
  "quietHours.start",
  "quietHours.end",
  "marketingFrequencyCap.count",
  "marketingFrequencyCap.days",
  "optOutKeywords",
  "optInKeywords",
] as const;

export interface MessagingRulesCardProps {
  /** Owners and admins change the rules; agents see them. */
  canEdit: boolean;
}

/**
 * Quiet hours, the marketing frequency cap and the opt-out and opt-in keywords, each limit
 * switched on or off; read-only for agents.
 */
export function MessagingRulesCard({ canEdit }: MessagingRulesCardProps) {
  const query = useQuery(WorkspaceSettingsQuery);
  const settings = query.data?.workspaceSettings;

  return (
    <Card as="section" aria-labelledby="messaging-rules-title">
      <CardHeader
        title={<span id="messaging-rules-title">Messaging rules</span>}
        titleAs="h2"
        description="What your campaigns and automation keep to when they send marketing messages."
      />
      {query.error && !settings ? (
        <CardBody>
          <QueryErrorState what="the messaging rules" error={query.error} onRetry={query.refetch} />
        </CardBody>
      ) : settings ? (
        <RulesForm settings={settings} canEdit={canEdit} />
      ) : (
        <CardBody>
          <SkeletonRows count={4} label="Loading the messaging rules" withAvatar={false} />
        </CardBody>
      )}
    </Card>
  );
}

function RulesForm({ settings, canEdit }: { settings: WorkspaceSettings; canEdit: boolean }) {
  const { save, isSaving } = useUpdateMessagingRules();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<RulesFormValues, unknown, RulesOutput>({
    resolver: zodResolver(rulesFormSchema),
    defaultValues: rulesFormValues(settings),
  });
  const quietHoursOn = useWatch({ control, name: "quietHours.enabled" });
  const capOn = useWatch({ control, name: "marketingFrequencyCap.enabled" });
  const readOnly = !canEdit || isSaving;

  useEffect(() => {
    reset(rulesFormValues(settings));
  }, [settings, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const outcome = await save(input);
    if (!outcome.ok)
      showFormError(outcome.error, setError, FIELDS, {
        title: "Rules not saved",
        fallback: "The messaging rules could not be saved. Please try again.",
      });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Messaging rules">
      <CardBody>
        <Stack space="large">
          {!canEdit && (
            <Notice title="Only owners and admins change these rules">
              Ask one of them if a rule should change.
            </Notice>
          )}
          <Stack space="small">
            <Controller
              control={control}
              name="quietHours.enabled"
              render={({ field }) => (
                <Switch
                  label="Quiet hours"
                  description="No marketing messages between these times (IST)."
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={readOnly}
                />
              )}
            />
            {quietHoursOn && (
              <Inline space="medium" alignY="top">
                <TextField
                  label="From"
                  type="time"
                  disabled={readOnly}
                  error={errors.quietHours?.start?.message}
                  {...register("quietHours.start")}
                />
                <TextField
                  label="Until"
                  type="time"
                  disabled={readOnly}
                  error={errors.quietHours?.end?.message ?? errors.quietHours?.message}
                  {...register("quietHours.end")}
                />
              </Inline>
            )}
          </Stack>
          <Stack space="small">
            <Controller
              control={control}
              name="marketingFrequencyCap.enabled"
              render={({ field }) => (
                <Switch
                  label="Marketing frequency cap"
                  description="At most this many marketing messages to a contact in this many days."
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={readOnly}
                />
              )}
            />
            {capOn && (
              <Inline space="medium" alignY="top">
                <TextField
                  label="Messages"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={50}
                  disabled={readOnly}
                  error={errors.marketingFrequencyCap?.count?.message}
                  {...register("marketingFrequencyCap.count")}
                />
                <TextField
                  label="Days"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={90}
                  disabled={readOnly}
                  error={errors.marketingFrequencyCap?.days?.message}
                  {...register("marketingFrequencyCap.days")}
                />
              </Inline>
            )}
          </Stack>
          <TextField
            label="Opt-out keywords"
            hint="A message that is just one of these opts the contact out. Separated by commas."
            autoComplete="off"
            disabled={readOnly}
            error={firstErrorMessage(errors.optOutKeywords)}
            {...register("optOutKeywords")}
          />
          <TextField
            label="Opt-in keywords"
            hint="A message that is just one of these opts the contact back in. Separated by commas."
            autoComplete="off"
            disabled={readOnly}
            error={firstErrorMessage(errors.optInKeywords)}
            {...register("optInKeywords")}
          />
        </Stack>
      </CardBody>
      {canEdit && (
        <CardFooter>
          <Inline align="right">
            <Button
              type="submit"
              loading={isSaving}
              loadingText="Saving..."
              disabled={!isDirty && !isSaving}
            >
              Save rules
            </Button>
          </Inline>
        </CardFooter>
      )}
    </form>
  );
}

import { FormDialog, PasswordField, Select, Switch, Text, TextField } from "@aizapy/design-system";
import {
  checkProviderFields,
  createApiConfigInputSchema,
  type MessagingProvider,
  updateApiConfigInputSchema,
} from "@aizapy/contracts";
import { useEffect, useMemo } from "react";
import { Controller, useController, useForm, useWatch } from "react-hook-form";
import { applyFieldErrors } from "../../../../shared/lib/form-errors";
import { BusinessPicker } from "../../../components/BusinessPicker";
import { type ApiConfigDetails_ApiConfigFragment } from "../../../gql/graphql";
import { schemaResolver } from "../../../lib/schema-resolver";
import { type RevealedSecrets, useApiConfigActions } from "../api/use-api-config-actions";
import { describeProvider, providerOptions } from "../labels";

interface ApiConfigFormValues {
  businessId: string;
  provider: MessagingProvider;
  apiKey: string;
  phoneNumberId: string;
  businessAccountId: string;
  appSecret: string;
  webhookUrl: string;
  isActive: boolean;
}

const FIELDS = [
  "businessId",
  "provider",
  "apiKey",
  "phoneNumberId",
  "businessAccountId",
  "appSecret",
  "webhookUrl",
  "isActive",
] as const;

const emptyValues: ApiConfigFormValues = {
  businessId: "",
  provider: "whatsapp-cloud",
  apiKey: "",
  phoneNumberId: "",
  businessAccountId: "",
  appSecret: "",
  webhookUrl: "",
  isActive: true,
};

type Config = ApiConfigDetails_ApiConfigFragment;

const isCloud = (provider: string) => provider === "whatsapp-cloud";
const filled = (value: string) => value.trim() || undefined;

/**
 * A new configuration as the API takes it: the sandbox gets none of the Cloud API's fields, and
 * an access token only when one is typed (it issues its own otherwise).
 */
function toCreateInput(values: ApiConfigFormValues) {
  return {
    businessId: values.businessId,
    provider: values.provider,
    apiKey: isCloud(values.provider) ? values.apiKey : filled(values.apiKey),
    webhookUrl: values.webhookUrl,
    isActive: values.isActive,
    ...(isCloud(values.provider)
      ? {
          phoneNumberId: filled(values.phoneNumberId),
          businessAccountId: filled(values.businessAccountId),
          appSecret: filled(values.appSecret),
        }
      : {}),
  };
}

/** Only what changed. An empty app secret keeps the stored one; an emptied webhook URL removes it. */
function toChanges(values: ApiConfigFormValues, original: Config) {
  const changes: Record<string, unknown> = {};
  if (values.provider !== original.provider) changes.provider = values.provider;
  if (isCloud(values.provider)) {
    for (const field of ["phoneNumberId", "businessAccountId"] as const) {
      const value = filled(values[field]);
      if (value !== undefined && value !== original[field]) changes[field] = value;
    }
    if (filled(values.appSecret)) changes.appSecret = values.appSecret;
  }
  const webhookUrl = values.webhookUrl.trim();
  if (webhookUrl !== (original.webhookUrl ?? "")) changes.webhookUrl = webhookUrl || null;
  if (values.isActive !== original.isActive) changes.isActive = values.isActive;
  return changes;
}

/** The edit form's rules: the contracts' field rules on the changes, the provider's on the result. */
function editSchema(original: Config, values: () => ApiConfigFormValues) {
  return updateApiConfigInputSchema.superRefine((_changes, ctx) => {
    const current = values();
    if (!isCloud(current.provider)) return;
    checkProviderFields(
      current.provider,
      {
        phoneNumberId: filled(current.phoneNumberId),
        businessAccountId: filled(current.businessAccountId),
        appSecret: filled(current.appSecret) ?? original.appSecret ?? undefined,
      },
      ctx,
    );
  });
}

export interface ApiConfigFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The configuration to edit; a new one is added without it. */
  config?: Config | null;
  /** Called with the secrets the save revealed (a new configuration, a first webhook URL). */
  onSecrets: (secrets: RevealedSecrets) => void;
}

/**
 * Add API Config / Edit API Config: the business, the provider and, for WhatsApp Cloud API, its
 * phone number id, business account id and app secret; an optional webhook URL. Secrets are
 * entered here and never shown again; the access token is replaced by rotating it.
 */
export function ApiConfigFormDialog({
  open,
  onOpenChange,
  config,
  onSecrets,
}: ApiConfigFormDialogProps) {
  const { createApiConfig, updateApiConfig, isSaving } = useApiConfigActions();
  const isEditing = Boolean(config);

  const resolver = useMemo(() => {
    if (!config) return schemaResolver(createApiConfigInputSchema, toCreateInput);
    let latest = emptyValues;
    const schema = editSchema(config, () => latest);
    return schemaResolver(schema, (values: ApiConfigFormValues) => {
      latest = values;
      return toChanges(values, config);
    });
  }, [config]);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ApiConfigFormValues, unknown, Record<string, unknown>>({
    resolver: resolver as never,
    defaultValues: emptyValues,
  });
  const provider = useWatch({ control, name: "provider" });
  // Registered before the other fields, so an error on it is the first to get focus.
  const { field: businessField } = useController({ control, name: "businessId" });

  useEffect(() => {
    if (!open) return;
    reset(
      config
        ? {
            ...emptyValues,
            businessId: config.businessId,
            provider: config.provider as MessagingProvider,
            phoneNumberId: config.phoneNumberId ?? "",
            businessAccountId: config.businessAccountId ?? "",
            webhookUrl: config.webhookUrl ?? "",
            isActive: config.isActive,
          }
        : emptyValues,
    );
  }, [open, config, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const outcome = config
      ? await updateApiConfig(config.id, input)
      : await createApiConfig(input as Parameters<typeof createApiConfig>[0]);
    if (!outcome.ok) {
      applyFieldErrors(outcome.error, setError, FIELDS);
      return;
    }
    onOpenChange(false);
    if (outcome.revealed) onSecrets(outcome.revealed);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEditing ? "Edit API Config" : "Add API Config"}
      description={
        config
          ? `The ${describeProvider(config.provider)} configuration of ${config.businessName}.`
          : "Connect a business to a WhatsApp Business API provider."
      }
      onSubmit={onSubmit}
      pending={isSaving}
      submitLabel={isEditing ? "Save Changes" : "Add API Config"}
      pendingLabel="Saving..."
      size="large"
    >
      {config ? (
        <Text size="small" tone="secondary">
          Business: {config.businessName}
        </Text>
      ) : (
        <BusinessPicker
          label="Business"
          required
          name={businessField.name}
          inputRef={businessField.ref}
          value={businessField.value || undefined}
          onChange={(id) => businessField.onChange(id ?? "")}
          error={errors.businessId?.message}
        />
      )}
      <Select
        label="Provider"
        required
        options={providerOptions}
        hint="The sandbox behaves like the Cloud API and sends nothing to WhatsApp."
        error={errors.provider?.message}
        {...register("provider")}
      />
      {!isEditing && (
        <PasswordField
          label="Access token"
          required={isCloud(provider)}
          autoComplete="off"
          showLabel="Show access token"
          hideLabel="Hide access token"
          hint={
            isCloud(provider)
              ? "Shown once after saving, then only its last four characters."
              : "Optional: the sandbox issues one when left empty. Shown once after saving, then only its last four characters."
          }
          error={errors.apiKey?.message}
          {...register("apiKey")}
        />
      )}
      {isCloud(provider) && (
        <>
          <TextField
            label="Phone number id"
            required
            inputMode="numeric"
            autoComplete="off"
            error={errors.phoneNumberId?.message}
            {...register("phoneNumberId")}
          />
          <TextField
            label="WhatsApp Business Account id"
            required
            inputMode="numeric"
            autoComplete="off"
            error={errors.businessAccountId?.message}
            {...register("businessAccountId")}
          />
          <PasswordField
            label="App secret"
            required={!config?.appSecret}
            autoComplete="off"
            showLabel="Show app secret"
            hideLabel="Hide app secret"
            hint={
              config?.appSecret
                ? `Leave empty to keep the current one (${config.appSecret}).`
                : "The Meta app's secret, used to check its webhooks."
            }
            error={errors.appSecret?.message}
            {...register("appSecret")}
          />
        </>
      )}
      <TextField
        label="Webhook URL"
        type="url"
        autoComplete="off"
        placeholder="https://example.com/webhooks/whatsapp"
        hint="Optional. Where the business receives its message events; a signing secret comes with it."
        error={errors.webhookUrl?.message}
        {...register("webhookUrl")}
      />
      {isEditing && (
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label="Active"
              description="Inactive configurations keep their settings but send nothing."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      )}
    </FormDialog>
  );
}

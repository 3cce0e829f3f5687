import { FormDialog, Select, TextArea, TextField } from "@aizapy/design-system";
import { createTemplateInputSchema, templatePlaceholderCount } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type z } from "zod";
import { applyFieldErrors } from "../../../lib/form-errors";
import { useCreateMessageTemplate } from "../api/create-message-template";
import { categoryOptions, describeParameterCount } from "../labels";

type TemplateFormInput = z.input<typeof createTemplateInputSchema>;
type TemplateFormOutput = z.output<typeof createTemplateInputSchema>;

const FIELDS = ["name", "language", "category", "body"] as const;

const emptyTemplate: TemplateFormInput = {
  name: "",
  language: "en",
  category: "utility",
  body: "",
};

export interface TemplateFormDialogProps {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The business sends through the WhatsApp Cloud API, where Meta reviews new templates. */
  reviewedByMeta: boolean;
}

/**
 * Add template: the shared rules (a lowercase name, a language code, a category, a body whose
 * placeholders are {{1}}…{{n}} in order), and the server's field errors, such as a name and
 * language the business already has, on their fields.
 */
export function TemplateFormDialog({
  businessId,
  open,
  onOpenChange,
  reviewedByMeta,
}: TemplateFormDialogProps) {
  const { createTemplate, isCreating } = useCreateMessageTemplate(businessId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TemplateFormInput, unknown, TemplateFormOutput>({
    resolver: zodResolver(createTemplateInputSchema),
    defaultValues: emptyTemplate,
  });
  const parameterCount = templatePlaceholderCount(useWatch({ control, name: "body" }));

  useEffect(() => {
    if (open) reset(emptyTemplate);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (input) => {
    const outcome = await createTemplate(input);
    if (outcome.ok) onOpenChange(false);
    else applyFieldErrors(outcome.error, setError, FIELDS);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add template"
      description={
        reviewedByMeta
          ? "The business sends through the WhatsApp Cloud API: Meta reviews the template, and it can be sent once approved."
          : "It is approved at once and can be sent straight away."
      }
      onSubmit={onSubmit}
      pending={isCreating}
      submitLabel="Add template"
      pendingLabel="Adding..."
      size="large"
    >
      <TextField
        label="Name"
        required
        autoComplete="off"
        placeholder="order_update"
        hint="Lowercase letters, digits and underscores."
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Language"
        required
        autoComplete="off"
        hint="A language code such as en, hi or en_US."
        error={errors.language?.message}
        {...register("language")}
      />
      <Select
        label="Category"
        required
        options={categoryOptions}
        hint="What it is priced as: marketing costs more than utility and authentication."
        error={errors.category?.message}
        {...register("category")}
      />
      <TextArea
        label="Body"
        required
        rows={5}
        placeholder="Hi {{1}}, your order {{2}} is on its way."
        hint={`Write {{1}}, {{2}}, … where the parameters go. ${
          parameterCount === null
            ? "The placeholders are not yet {{1}}, {{2}}, … in order."
            : `${describeParameterCount(parameterCount)}.`
        }`}
        error={errors.body?.message}
        {...register("body")}
      />
    </FormDialog>
  );
}

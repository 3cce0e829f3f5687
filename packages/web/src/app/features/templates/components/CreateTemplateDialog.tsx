import { FormDialog, Select, TextArea, TextField } from "@aizapy/design-system";
import { createTemplateInputSchema, templatePlaceholderCount } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type z } from "zod";
import { showFormError } from "../../../lib/form-errors";
import { useCreateTemplate } from "../api/templates";
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

export interface CreateTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The business sends through the WhatsApp Cloud API, where Meta reviews new templates. */
  reviewedByMeta: boolean;
}

/**
 * Add template: a lowercase name, a language code, a category, and a body whose placeholders
 * are {{1}}…{{n}} in order; the server's field errors (a name already used) on their fields.
 */
export function CreateTemplateDialog({
  open,
  onOpenChange,
  reviewedByMeta,
}: CreateTemplateDialogProps) {
  const { createTemplate, isCreating } = useCreateTemplate();
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
    else
      showFormError(outcome.error, setError, FIELDS, {
        title: "Template not added",
        fallback: "The template could not be added. Please try again.",
      });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add template"
      description={
        reviewedByMeta
          ? "Meta reviews new templates; you can send it once it is approved."
          : "On the sandbox it is approved at once and can be sent straight away."
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

import { FormDialog, Select, TextArea, TextField } from "@aizapy/design-system";
import { createTemplateInputSchema, templatePlaceholderCount } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type z } from "zod";
import { applyFieldErrors } from "../lib/form-errors";
import { categoryOptions, describeParameterCount } from "../lib/template-labels";

type TemplateFormInput = z.input<typeof createTemplateInputSchema>;
export type TemplateFormOutput = z.output<typeof createTemplateInputSchema>;

const FIELDS = ["name", "language", "category", "body"] as const;

const emptyTemplate: TemplateFormInput = {
  name: "",
  language: "en",
  category: "utility",
  body: "",
};

export interface TemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Under the title: when the template can be sent (at once, or once Meta approves it). */
  description: string;
  /** Adds the template (the area's mutation, which says how it went); the error is handed back. */
  createTemplate: (
    input: TemplateFormOutput,
  ) => Promise<{ ok: true } | { ok: false; error: unknown }>;
  isCreating: boolean;
  /** A failed addition whose error belongs to no field of the form (its toast, if the hook has none). */
  onCreateError?: (error: unknown) => void;
}

/**
 * Add template: the shared rules (a lowercase name, a language code, a category, a body whose
 * placeholders are {{1}}…{{n}} in order), and the server's field errors, such as a name and
 * language the business already has, on their fields.
 */
export function TemplateFormDialog({
  open,
  onOpenChange,
  description,
  createTemplate,
  isCreating,
  onCreateError,
}: TemplateFormDialogProps) {
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
    else if (!applyFieldErrors(outcome.error, setError, FIELDS)) onCreateError?.(outcome.error);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add template"
      description={description}
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

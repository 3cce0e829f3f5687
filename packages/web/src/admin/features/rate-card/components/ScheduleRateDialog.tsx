import { FormDialog, Select, TextField } from "@aizapy/design-system";
import { scheduleRateInputSchema } from "@aizapy/contracts";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { applyFieldErrors } from "../../../../shared/lib/form-errors";
import { schemaResolver } from "../../../lib/schema-resolver";
import { useScheduleRate } from "../api/schedule-rate";
import { categoryOptions } from "../labels";

/** What the fields hold: the text typed, and the local date-time a datetime-local input gives. */
interface ScheduleRateFields {
  category: string;
  priceInr: string;
  effectiveFrom: string;
}

const FIELDS = ["category", "priceInr", "effectiveFrom"] as const;

const emptyFields: ScheduleRateFields = { category: "", priceInr: "", effectiveFrom: "" };

/** The fields as the server takes them: a number of rupees, and the local time as an instant. */
function toInput(fields: ScheduleRateFields): unknown {
  return {
    category: fields.category,
    priceInr: fields.priceInr.trim() === "" ? undefined : Number(fields.priceInr),
    effectiveFrom: fields.effectiveFrom ? new Date(fields.effectiveFrom).toISOString() : undefined,
  };
}

export interface ScheduleRateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Schedule a new price: a category, a price in rupees and the moment it takes effect, checked by
 * the shared rules (contracts' scheduleRateInputSchema); the server's own refusals (a moment not
 * in the future, one another price of the category already starts at) land on their fields.
 */
export function ScheduleRateDialog({ open, onOpenChange }: ScheduleRateDialogProps) {
  const { scheduleRate, isScheduling } = useScheduleRate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ScheduleRateFields, unknown, z.output<typeof scheduleRateInputSchema>>({
    resolver: schemaResolver(scheduleRateInputSchema, toInput),
    defaultValues: emptyFields,
  });

  useEffect(() => {
    if (open) reset(emptyFields);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await scheduleRate({
      category: values.category,
      priceInr: values.priceInr,
      effectiveFrom: values.effectiveFrom.toISOString(),
    });
    if (outcome.ok) onOpenChange(false);
    else applyFieldErrors(outcome.error, setError, FIELDS);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a new price"
      description="Messages of the category delivered from that moment on are priced at it."
      onSubmit={onSubmit}
      pending={isScheduling}
      submitLabel="Schedule Price"
      pendingLabel="Scheduling..."
    >
      <Select
        label="Category"
        required
        placeholder="Choose a category"
        options={categoryOptions}
        error={errors.category?.message}
        {...register("category")}
      />
      <TextField
        label="Price per delivered message (₹)"
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        required
        placeholder="0.88"
        hint="Rupees, with up to 4 decimals."
        error={errors.priceInr?.message}
        {...register("priceInr")}
      />
      <TextField
        label="Effective from"
        type="datetime-local"
        required
        hint="Your local time; it must be in the future."
        error={errors.effectiveFrom?.message}
        {...register("effectiveFrom")}
      />
    </FormDialog>
  );
}

import { FormDialog, Select, TextField } from "@aizapy/design-system";
import { createBusinessInputSchema, updateBusinessInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type z } from "zod";
import { applyFieldErrors } from "../../../../shared/lib/form-errors";
import { type BusinessFields_BusinessFragment } from "../../../gql/graphql";
import { useCreateBusiness } from "../api/create-business";
import { useUpdateBusiness } from "../api/update-business";
import { messagingTierOptions, planOptions, qualityRatingOptions, statusOptions } from "../labels";

/**
 * A business's details, plus, when editing, Meta's messaging limit and quality rating as the
 * operator records them (a new business starts at 250 and green; adding one does not set them).
 */
const businessFormSchema = createBusinessInputSchema.extend({
  messagingTier: updateBusinessInputSchema.shape.messagingTier,
  qualityRating: updateBusinessInputSchema.shape.qualityRating,
});

type BusinessFormInput = z.input<typeof businessFormSchema>;
type BusinessFormOutput = z.output<typeof businessFormSchema>;

const FIELDS = [
  "name",
  "whatsappNumber",
  "status",
  "plan",
  "messagingTier",
  "qualityRating",
] as const;

const emptyBusiness: BusinessFormInput = {
  name: "",
  whatsappNumber: "",
  status: "active",
  plan: "free",
};

export interface BusinessFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The business to edit; a new one is added without it. */
  business?: BusinessFields_BusinessFragment | null;
}

/**
 * Add Business / Edit Business: the shared rules (name 2–120 characters, a WhatsApp number
 * normalised to E.164 with +91 by default, status and plan; when editing, the messaging limit
 * and quality rating too), and the server's field errors, such as a number another business
 * already has, on their fields.
 */
export function BusinessFormDialog({ open, onOpenChange, business }: BusinessFormDialogProps) {
  const { createBusiness, isCreating } = useCreateBusiness();
  const { updateBusiness, isUpdating } = useUpdateBusiness();
  const isEditing = Boolean(business);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BusinessFormInput, unknown, BusinessFormOutput>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: emptyBusiness,
  });

  useEffect(() => {
    if (!open) return;
    reset(
      business
        ? {
            name: business.name,
            whatsappNumber: business.whatsappNumber,
            status: business.status as BusinessFormInput["status"],
            plan: business.plan as BusinessFormInput["plan"],
            messagingTier: business.messagingTier as BusinessFormInput["messagingTier"],
            qualityRating: business.qualityRating as BusinessFormInput["qualityRating"],
          }
        : emptyBusiness,
    );
  }, [open, business, reset]);

  const onSubmit = handleSubmit(async ({ messagingTier, qualityRating, ...details }) => {
    const outcome = business
      ? await updateBusiness(business.id, { ...details, messagingTier, qualityRating })
      : await createBusiness(details);
    if (outcome.ok) onOpenChange(false);
    else applyFieldErrors(outcome.error, setError, FIELDS);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEditing ? "Edit Business" : "Add Business"}
      description={
        isEditing
          ? `Change ${business?.name}'s details, status, plan, messaging limit or quality rating.`
          : "Register a business that will message its customers through the platform."
      }
      onSubmit={onSubmit}
      pending={isCreating || isUpdating}
      submitLabel={isEditing ? "Save Changes" : "Add Business"}
      pendingLabel="Saving..."
    >
      <TextField
        label="Business name"
        required
        autoComplete="organization"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="WhatsApp number"
        type="tel"
        required
        autoComplete="tel"
        placeholder="+91 98765 43210"
        hint="Without a country code the number is taken as Indian (+91)."
        error={errors.whatsappNumber?.message}
        {...register("whatsappNumber")}
      />
      <Select
        label="Status"
        options={statusOptions}
        error={errors.status?.message}
        {...register("status")}
      />
      <Select
        label="Plan"
        options={planOptions}
        error={errors.plan?.message}
        {...register("plan")}
      />
      {isEditing && (
        <>
          <Select
            label="Messaging limit"
            options={messagingTierOptions}
            hint="Meta's limit on the unique customers the business may message in a rolling 24 hours."
            error={errors.messagingTier?.message}
            {...register("messagingTier")}
          />
          <Select
            label="Quality rating"
            options={qualityRatingOptions}
            hint="Meta's rating of the business's WhatsApp number."
            error={errors.qualityRating?.message}
            {...register("qualityRating")}
          />
        </>
      )}
    </FormDialog>
  );
}

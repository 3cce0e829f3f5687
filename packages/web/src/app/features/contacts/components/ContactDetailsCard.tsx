import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  IconButton,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
} from "@aizapy/design-system";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { type z } from "zod";
import { type WorkspaceContact_ContactFragment } from "../../../gql/graphql";
import { showFormError } from "../../../lib/form-errors";
import { useUpdateContact } from "../api/contact-mutations";
import {
  attributeErrorAliases,
  attributeKindOptions,
  contactLabel,
  type EditContactFormValues,
  editContactFormSchema,
  editFormValues,
  toUpdateInput,
} from "../contact-form";
import { DeleteContactDialog } from "./DeleteContactDialog";

type EditContactOutput = z.output<typeof editContactFormSchema>;

export interface ContactDetailsCardProps {
  contact: WorkspaceContact_ContactFragment;
  /** After the contact was deleted. */
  onDeleted: () => void;
}

/** A contact's number, and its name, tags and attributes to edit; Delete asks first. */
export function ContactDetailsCard({ contact, onDeleted }: ContactDetailsCardProps) {
  const { update, isUpdating } = useUpdateContact();
  const [isDeleting, setDeleting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useForm<EditContactFormValues, unknown, EditContactOutput>({
    resolver: zodResolver(editContactFormSchema),
    defaultValues: editFormValues(contact),
  });
  const attributes = useFieldArray({ control, name: "attributes" });

  // The saved contact (or another one) becomes the form's starting point.
  useEffect(() => {
    reset(editFormValues(contact));
  }, [contact, reset]);

  const onSubmit = handleSubmit(async (form) => {
    const outcome = await update(contact.id, toUpdateInput(contact.attributes, form));
    if (!outcome.ok) {
      const rows = getValues("attributes");
      const fields = [
        "name",
        "tags",
        ...rows.map((_, index) => `attributes.${index}.value` as const),
      ] as const;
      showFormError(
        outcome.error,
        setError,
        fields,
        {
          title: "Contact not saved",
          fallback: "The contact could not be saved. Please try again.",
        },
        attributeErrorAliases(rows),
      );
    }
  });

  return (
    <Card as="section" aria-labelledby="contact-details-title">
      <CardHeader
        title={<span id="contact-details-title">Details</span>}
        titleAs="h2"
        description={
          <>
            WhatsApp number: <span translate="no">{contact.phone}</span>
          </>
        }
        action={
          <Button
            size="small"
            variant="destructive"
            iconStart={<Trash2 size={16} />}
            onClick={() => setDeleting(true)}
          >
            Delete contact
          </Button>
        }
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Contact details">
        <CardBody>
          <Stack space="medium">
            <TextField
              label="Name"
              autoComplete="off"
              error={errors.name?.message}
              {...register("name")}
            />
            <TextField
              label="Tags"
              autoComplete="off"
              hint="Separated by commas, e.g. vip, pune"
              error={errors.tags?.message}
              {...register("tags")}
            />
            <Stack space="small" role="group" aria-label="Attributes">
              <Text weight="semibold">Attributes</Text>
              {attributes.fields.length === 0 && (
                <Text size="small" tone="secondary">
                  Your own fields for this contact, e.g. city or orders.
                </Text>
              )}
              {attributes.fields.map((field, index) => (
                <Inline key={field.id} space="small" alignY="top" collapseBelow="tablet">
                  <TextField
                    label="Attribute name"
                    autoComplete="off"
                    error={errors.attributes?.[index]?.name?.message}
                    {...register(`attributes.${index}.name`)}
                  />
                  <Select
                    label="Kind"
                    options={attributeKindOptions}
                    {...register(`attributes.${index}.kind`)}
                  />
                  <TextField
                    label="Value"
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
              {errors.attributes?.message && (
                <Text size="small" tone="critical">
                  {errors.attributes.message}
                </Text>
              )}
              <Inline>
                <Button
                  size="small"
                  variant="secondary"
                  iconStart={<Plus size={16} />}
                  onClick={() => attributes.append({ name: "", value: "", kind: "text" })}
                >
                  Add attribute
                </Button>
              </Inline>
            </Stack>
          </Stack>
        </CardBody>
        <CardFooter>
          <Inline align="right">
            <Button
              type="submit"
              loading={isUpdating}
              loadingText="Saving..."
              disabled={!isDirty && !isUpdating}
            >
              Save changes
            </Button>
          </Inline>
        </CardFooter>
      </form>
      <DeleteContactDialog
        contact={isDeleting ? contact : null}
        label={contactLabel(contact)}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </Card>
  );
}

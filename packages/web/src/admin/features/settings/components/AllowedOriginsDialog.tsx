import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  IconButton,
  Stack,
  Text,
  TextField,
} from "@aizapy/design-system";
import { type AllowedOriginInput, allowedOriginInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { applyFieldErrors } from "../../../../shared/lib/form-errors";
import { useAllowedOrigins } from "../api/allowed-origins";
import * as styles from "./AllowedOriginsDialog.css";

export interface AllowedOriginsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The origins allowed now. */
  origins: readonly string[];
}

/**
 * Edits the origins allowed to call the REST API from a browser (CORS): each added one must be
 * a full origin (scheme, host, optional port); each change is saved, and audited, on its own.
 */
export function AllowedOriginsDialog({ open, onOpenChange, origins }: AllowedOriginsDialogProps) {
  const { addOrigin, removeOrigin, isAdding, isRemoving } = useAllowedOrigins();
  const [removing, setRemoving] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AllowedOriginInput>({
    resolver: zodResolver(allowedOriginInputSchema),
    defaultValues: { origin: "" },
  });

  useEffect(() => {
    if (open) reset({ origin: "" });
  }, [open, reset]);

  const onAdd = handleSubmit(async ({ origin }) => {
    const error = await addOrigin(origin);
    if (!error) {
      // Ready for the next one.
      resetField("origin", { defaultValue: "" });
      setFocus("origin");
    } else applyFieldErrors(error, setError, ["origin"]);
  });

  const remove = async (origin: string) => {
    setRemoving(origin);
    await removeOrigin(origin);
    setRemoving(null);
    setFocus("origin");
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Allowed Origins"
        description="Websites allowed to call the REST API from a browser (CORS). Each change is saved at once and recorded in the audit log."
        size="large"
        onOpenAutoFocus={(event) => {
          // Adding is what the dialog is most often opened for.
          event.preventDefault();
          setFocus("origin");
        }}
      >
        <Stack space="large">
          {origins.length === 0 ? (
            <Text tone="secondary">No specific origins configured</Text>
          ) : (
            <ul className={styles.list} aria-label="Allowed origins">
              {origins.map((origin) => (
                <li key={origin} className={styles.item}>
                  <span className={styles.origin} translate="no">
                    {origin}
                  </span>
                  <IconButton
                    label={`Remove ${origin}`}
                    icon={<Trash2 size={18} />}
                    aria-busy={removing === origin || undefined}
                    disabled={isRemoving}
                    onClick={() => void remove(origin)}
                  />
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={onAdd} noValidate aria-label="Add an allowed origin">
            <div className={styles.addRow}>
              <TextField
                label="Origin"
                type="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://app.example.com"
                hint="Scheme, host and port only: no path or trailing slash."
                error={errors.origin?.message}
                {...register("origin")}
              />
              <Button
                type="submit"
                variant="secondary"
                className={styles.addButton}
                iconStart={<Plus size={16} />}
                loading={isAdding}
                loadingText="Adding..."
              >
                Add Origin
              </Button>
            </div>
          </form>
        </Stack>
        <DialogFooter>
          <DialogClose>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { ConfirmDialog } from "@aizapy/design-system";
import { capitalize } from "../../../../shared/lib/format";
import { type RateFields_RateFragment } from "../../../gql/graphql";
import { useCancelScheduledRate } from "../api/cancel-scheduled-rate";
import { describeRate } from "../labels";

export interface CancelRateDialogProps {
  /** The scheduled price to withdraw; the dialog is open while there is one. */
  rate: RateFields_RateFragment | null;
  onClose: () => void;
}

/** Asks before withdrawing a scheduled price; the price in effect stays. */
export function CancelRateDialog({ rate, onClose }: CancelRateDialogProps) {
  const { cancelRate, isCancelling } = useCancelScheduledRate();

  const confirm = async () => {
    if (rate && (await cancelRate(rate))) onClose();
  };

  return (
    <ConfirmDialog
      open={rate !== null}
      onOpenChange={(open) => {
        if (!open && !isCancelling) onClose();
      }}
      title="Cancel this scheduled price?"
      description={
        rate
          ? `${capitalize(describeRate(rate))} will not take effect; the current price stays.`
          : ""
      }
      confirmLabel="Cancel Price"
      cancelLabel="Keep It"
      onConfirm={() => void confirm()}
      keepOpenOnConfirm
      loading={isCancelling}
    />
  );
}

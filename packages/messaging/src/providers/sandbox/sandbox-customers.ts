import {
  SANDBOX_CUSTOMERS,
  SANDBOX_UNDELIVERABLE,
  type MessageError,
  type PricingCategory,
} from "@aizapy/contracts";

// The sandbox's customers: what each one does with a message, decided by its number alone, so the
// same send always has the same fate and a funnel on the sandbox has real shapes (some never read,
// some answer, some hit Meta's marketing limit).

/** What the sandbox reports of a message next: a status, or the customer's answer. */
export type SandboxStep = "delivered" | "read" | "failed" | "limited" | "replied";

/** Meta's code for a message that cannot be delivered (the sandbox's numbers ending in 0000). */
export const UNDELIVERABLE: MessageError = {
  code: SANDBOX_UNDELIVERABLE.code,
  title: "Message undeliverable",
  detail: `The recipient cannot be reached on WhatsApp (sandbox: numbers ending in ${SANDBOX_UNDELIVERABLE.numberSuffix}).`,
};

/** Meta's per-user marketing limit (the sandbox's numbers ending in 0049, marketing only). */
export const MARKETING_LIMITED: MessageError = {
  code: SANDBOX_CUSTOMERS.marketingLimitCode,
  title: "This message was not delivered to maintain healthy ecosystem engagement.",
  detail: `The recipient has received enough marketing messages for now (sandbox: numbers ending in ${SANDBOX_CUSTOMERS.marketingLimitSuffix}).`,
};

export const isSandboxUndeliverable = (to: string) =>
  to.endsWith(SANDBOX_UNDELIVERABLE.numberSuffix);

/** The first report of a message sent to `to`: delivered, or the failure the number stands for. */
export function firstStep(to: string, category: PricingCategory): SandboxStep {
  if (isSandboxUndeliverable(to)) return "failed";
  if (category === "marketing" && to.endsWith(SANDBOX_CUSTOMERS.marketingLimitSuffix)) {
    return "limited";
  }
  return "delivered";
}

/** What the customer at `to` does after `step` was reported, or null when nothing more. */
export function stepAfter(step: SandboxStep, to: string): SandboxStep | null {
  const lastDigit = to.at(-1) ?? "";
  if (step === "delivered") {
    return (SANDBOX_CUSTOMERS.neverReadLastDigits as readonly string[]).includes(lastDigit)
      ? null
      : "read";
  }
  if (step === "read" && lastDigit === SANDBOX_CUSTOMERS.replyingLastDigit) return "replied";
  return null;
}

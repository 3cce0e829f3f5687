import { BUSINESS_PLANS, BUSINESS_STATUSES } from "@aizapy/contracts";
import { capitalize } from "../../lib/format";

export const statusOptions = BUSINESS_STATUSES.map((value) => ({
  value,
  label: capitalize(value),
}));

export const planOptions = BUSINESS_PLANS.map((value) => ({ value, label: capitalize(value) }));

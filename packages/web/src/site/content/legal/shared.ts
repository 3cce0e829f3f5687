import { address, email, phone } from "../../config/external-links";

/** Every legal page carries this date. */
export const legalLastUpdated = { display: "September 15, 2025", iso: "2025-09-15" } as const;

/** Support hours as the policies state them. */
export const supportHours = "Monday-Friday 9:00 AM - 6:00 PM IST";

export const contactLines = [
  `Email: ${email}`,
  `Phone: ${phone.display}`,
  `Address: ${address.singleLine}`,
  `Support hours: ${supportHours}`,
] as const;

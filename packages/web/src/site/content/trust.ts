/** The trust strip at the top of every page. */
export const trustPoints = [
  "Official WhatsApp Business API Partner",
  "Enterprise Security",
  "Blue Tick Verification",
  "24/7 Support",
] as const;

/** The client count shown in the trust strip. */
export const trustClientCount = "5000+ clients";

/** Claims repeated across pages, written once. */
export const claims = {
  activationMinutes: 50,
  heroBusinesses: "2,500+ businesses",
} as const;

// Loaded on demand (see ContactForm): zod and the resolver are only needed once someone fills in
// the form, so the contact page does not pay for them up front.
import { contactMessageInputSchema } from "@aizapy/contracts";
import { zodResolver } from "@hookform/resolvers/zod";

/** The same rules, and messages, as the server's. */
export const contactFormResolver = zodResolver(contactMessageInputSchema);

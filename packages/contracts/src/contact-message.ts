import { z } from "zod";

/** Limits beyond the product rules: they keep one enquiry to a sensible size. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 120,
  phoneMax: 30,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Blank optional text counts as not given. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const contactMessageInputSchema = z.object({
  name: z
    .string("Name must be at least 2 characters")
    .trim()
    .min(CONTACT_LIMITS.nameMin, "Name must be at least 2 characters")
    .max(CONTACT_LIMITS.nameMax, `Name must be at most ${CONTACT_LIMITS.nameMax} characters`),
  email: z
    .string("Please enter a valid email address")
    .trim()
    .max(CONTACT_LIMITS.emailMax, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  company: optionalText(CONTACT_LIMITS.companyMax, "Company"),
  phone: optionalText(CONTACT_LIMITS.phoneMax, "Phone"),
  subject: z
    .string("Subject must be at least 5 characters")
    .trim()
    .min(CONTACT_LIMITS.subjectMin, "Subject must be at least 5 characters")
    .max(
      CONTACT_LIMITS.subjectMax,
      `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
    ),
  message: z
    .string("Message must be at least 10 characters")
    .trim()
    .min(CONTACT_LIMITS.messageMin, "Message must be at least 10 characters")
    .max(
      CONTACT_LIMITS.messageMax,
      `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
    ),
  /**
   * Honeypot: hidden from people, so only bots fill it. A filled one is answered like any other
   * submission but nothing is stored.
   */
  website: z.string().max(500).nullish(),
});

/** What the form holds and the API accepts. */
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
/** What the server stores after trimming and normalising. */
export type ContactMessageData = z.output<typeof contactMessageInputSchema>;

export const CONTACT_MESSAGE_STATUSES = ["unread", "read", "replied", "archived"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: `Status must be one of ${CONTACT_MESSAGE_STATUSES.join(", ")}`,
});

export const updateContactMessageStatusInputSchema = z.object({
  status: contactMessageStatusSchema,
});

/** Business hours on the contact page. */
export const businessHours = [
  { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
  { days: "Saturday", hours: "9:00 AM - 2:00 PM" },
] as const;

export const contactFormTitle = "Send us a message";
export const contactColumnTitle = "Get in touch";

/** The toasts of the contact form. */
export const contactToasts = {
  successTitle: "Message sent successfully!",
  successDescription: "Thank you for your message. We'll get back to you within 24 hours.",
  failureTitle: "Failed to send message",
  failureFallback: "There was an error sending your message. Please try again.",
} as const;

export const mapPlaceholder = "An interactive map would be here";

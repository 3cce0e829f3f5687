/**
 * Every address outside this site that the public pages link to or print, in one place: WhatsApp
 * chat and demo links, social pages, the parent company, and how to reach the team.
 */

/** The sales and support line, also our WhatsApp Business number. */
export const phone = {
  display: "+91 98620 45678",
  /** E.164, for `tel:` links. */
  e164: "+919862045678",
  /** Digits only, as wa.me and api.whatsapp.com expect. */
  whatsapp: "919862045678",
} as const;

export const email = "support@aizapy.com";

/** The company office (spec: an office in a city in Tripura, India). */
export const address = {
  lines: ["Ai Zapy", "3rd Floor, Jackson Gate Complex", "Agartala, Tripura 799001", "India"],
  /** One line, for schema and map labels. */
  singleLine: "3rd Floor, Jackson Gate Complex, Agartala, Tripura 799001, India",
} as const;

export const whatsappGreeting =
  "Hi Ai Zapy! I'd like to know more about the WhatsApp Business API.";
export const whatsappDemoRequest =
  "Hi Ai Zapy! I'd like to book a premium demo of your WhatsApp Business API platform.";

export const whatsapp = {
  /** Floating chat button: a chat with a prefilled greeting. */
  chat: `https://wa.me/${phone.whatsapp}?text=${encodeURIComponent(whatsappGreeting)}`,
  /** Demo button: a message asking for a premium demo. */
  demo: `https://api.whatsapp.com/send?phone=${phone.whatsapp}&text=${encodeURIComponent(whatsappDemoRequest)}`,
} as const;

export const social = {
  facebook: "https://www.facebook.com/aizapy",
  instagram: "https://www.instagram.com/aizapy",
  youtube: "https://www.youtube.com/@aizapy",
} as const;

export const parentCompany = {
  name: "Zapy Technologies",
  url: "https://www.zapytechnologies.com",
} as const;

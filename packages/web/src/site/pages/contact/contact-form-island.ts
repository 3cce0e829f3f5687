import { ContactForm } from "../../features/contact/components/ContactForm";
import { defineIsland } from "../../islands/define-island";

export const contactFormIsland = defineIsland("contact-form", ContactForm);

import { Button, TextArea, TextField, type ToastOptions } from "@aizapy/design-system";
import type { ContactMessageData, ContactMessageInput } from "@aizapy/contracts";
import { lazy, Suspense, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { Notice } from "../../../components/Notice";
import { contactToasts } from "../../../content/contact";
import { GraphQLRequestError } from "../../../lib/graphql-request";
import { usePublicSettings } from "../../settings/api/use-public-settings";
import { submitContactMessage } from "../api/submit-contact-message";
import * as styles from "./ContactForm.css";

type ContactResolver = Resolver<ContactMessageInput, unknown, ContactMessageData>;

let resolverModule: Promise<ContactResolver> | undefined;
const loadResolver = () => {
  resolverModule ??= import("./contact-form-resolver").then(
    (module) => module.contactFormResolver as ContactResolver,
  );
  return resolverModule;
};

/** Validates with the shared zod schema, fetched the first time it is needed. */
const lazyResolver: ContactResolver = async (values, context, options) =>
  (await loadResolver())(values, context, options);

const loadToasts = () => import("./ContactToasts");
const ContactToasts = lazy(loadToasts);
const showToast = async (options: ToastOptions) => (await loadToasts()).showToast(options);

const emptyForm: ContactMessageInput = {
  name: "",
  email: "",
  company: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
};

const formFields = new Set<string>(Object.keys(emptyForm));

/**
 * The contact form: the server's validation rules and messages, a hidden honeypot field, and a
 * toast for the outcome. In maintenance mode it explains that it is temporarily unavailable.
 */
export function ContactForm() {
  const settings = usePublicSettings();
  const isUnavailable = settings?.maintenanceMode === true;
  const [hasToasts, setHasToasts] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: lazyResolver,
    defaultValues: emptyForm,
  });

  const send = async (data: ContactMessageData) => {
    try {
      await submitContactMessage({
        name: data.name,
        email: data.email,
        company: data.company,
        phone: data.phone,
        subject: data.subject,
        message: data.message,
        website: data.website || null,
      });
      await showToast({
        title: contactToasts.successTitle,
        description: contactToasts.successDescription,
        variant: "success",
      });
      reset();
    } catch (error) {
      const isServerMessage = error instanceof GraphQLRequestError && error.isFromServer;
      if (error instanceof GraphQLRequestError) {
        for (const { path, message } of error.fieldErrors) {
          if (formFields.has(path)) setError(path as FieldPath<ContactMessageInput>, { message });
        }
      }
      await showToast({
        title: contactToasts.failureTitle,
        description: isServerMessage ? error.message : contactToasts.failureFallback,
        variant: "destructive",
      });
    }
  };

  return (
    <>
      {isUnavailable && (
        <Notice tone="caution" title="The contact form is temporarily unavailable" role="status">
          We are carrying out scheduled maintenance. Please try again later, or call, email or
          WhatsApp us using the details on this page.
        </Notice>
      )}
      <form
        className={styles.form}
        noValidate
        aria-label="Send us a message"
        // Fetch the validation rules as soon as someone starts filling in the form.
        onFocus={() => void loadResolver()}
        onSubmit={(event) => {
          setHasToasts(true);
          void handleSubmit(send)(event);
        }}
      >
        <p className={styles.requiredNote}>Fields marked * are required.</p>
        <fieldset className={styles.fieldset} disabled={isUnavailable}>
          <div className={styles.pair}>
            <TextField
              label="Full Name"
              required
              autoComplete="name"
              error={errors.name?.message}
              {...register("name")}
            />
            <TextField
              label="Email Address"
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...register("email")}
            />
          </div>
          <div className={styles.pair}>
            <TextField
              label="Company"
              autoComplete="organization"
              error={errors.company?.message}
              {...register("company")}
            />
            <TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              error={errors.phone?.message}
              {...register("phone")}
            />
          </div>
          <TextField
            label="Subject"
            required
            error={errors.subject?.message}
            {...register("subject")}
          />
          <TextArea
            label="Message"
            required
            rows={6}
            error={errors.message?.message}
            {...register("message")}
          />
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
            </label>
          </div>
          <div>
            <Button type="submit" size="large" loading={isSubmitting} loadingText="Sending...">
              Send Message
            </Button>
          </div>
        </fieldset>
      </form>
      {hasToasts && (
        <Suspense fallback={null}>
          <ContactToasts />
        </Suspense>
      )}
    </>
  );
}

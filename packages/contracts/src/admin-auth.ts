import { z } from "zod";

export const CREDENTIAL_LIMITS = {
  usernameMin: 3,
  usernameMax: 64,
  passwordMin: 6,
  /** argon2 hashes any length, but a bound keeps a request from making the server hash megabytes. */
  passwordMax: 256,
} as const;

export const adminLoginInputSchema = z.object({
  username: z
    .string("Username is required")
    .trim()
    .min(1, "Username is required")
    .max(CREDENTIAL_LIMITS.usernameMax, "Invalid username or password"),
  password: z
    .string("Password is required")
    .min(1, "Password is required")
    .max(CREDENTIAL_LIMITS.passwordMax, "Invalid username or password"),
});
export type AdminLoginInput = z.input<typeof adminLoginInputSchema>;

const newCredentialsShape = {
  currentPassword: z.string("Current password is required").min(1, "Current password is required"),
  newUsername: z
    .string("Username must be at least 3 characters")
    .trim()
    .min(CREDENTIAL_LIMITS.usernameMin, "Username must be at least 3 characters")
    .max(
      CREDENTIAL_LIMITS.usernameMax,
      `Username must be at most ${CREDENTIAL_LIMITS.usernameMax} characters`,
    ),
  newPassword: z
    .string("Password must be at least 6 characters")
    .min(CREDENTIAL_LIMITS.passwordMin, "Password must be at least 6 characters")
    .max(
      CREDENTIAL_LIMITS.passwordMax,
      `Password must be at most ${CREDENTIAL_LIMITS.passwordMax} characters`,
    ),
};

/** What the API accepts: the confirmation stays in the form and is never sent. */
export const updateCredentialsInputSchema = z.object(newCredentialsShape);
export type UpdateCredentialsInput = z.input<typeof updateCredentialsInputSchema>;

/** The Profile form: the API's fields plus the confirmation, checked in the browser. */
export const credentialsFormSchema = z
  .object({
    ...newCredentialsShape,
    confirmPassword: z
      .string("Please confirm your password")
      .min(1, "Please confirm your password"),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type CredentialsFormValues = z.input<typeof credentialsFormSchema>;

// The copy of the account pages: sign in, sign up, and the pages the account mails link to. The
// validation messages themselves come from @aizapy/contracts (ACCOUNT_MESSAGES), loaded with the
// form's rules; the few shown without them are repeated here (content.test.ts keeps them equal).

export const loginCopy = {
  title: "Welcome back",
  lead: "Sign in to your Ai Zapy account.",
  submit: "Sign In",
  submitting: "Signing in...",
} as const;

export const signupCopy = {
  title: "Create your account",
  lead: "Start messaging your customers on the official WhatsApp Business API.",
  submit: "Create Account",
  submitting: "Creating your account...",
  emailTaken: "An account with this email already exists.",
} as const;

/** Under every new password field: what the server's strength check asks for. */
export const newPasswordHint = "At least 8 characters. Avoid common words, names and dates.";

export const forgotPasswordCopy = {
  title: "Reset your password",
  lead: "Enter the email address of your account and we will send you a link to choose a new password.",
  submit: "Send Reset Link",
  submitting: "Sending...",
  sentTitle: "Check your email",
  sent: "If an account exists for that address, we have sent a link to reset the password. It works for one hour.",
} as const;

export const resetPasswordCopy = {
  title: "Choose a new password",
  lead: "Enter a new password for your Ai Zapy account. You will be signed in once it is saved.",
  submit: "Save and Sign In",
  submitting: "Saving...",
} as const;

export const verifyEmailCopy = {
  title: "Verify your email address",
  lead: "We are confirming the link from the email we sent you.",
  checking: "Checking your link...",
  verifiedTitle: "Your email address is verified",
  verified: "Thank you for confirming it. You can continue to your workspace.",
  retry: "Try Again",
} as const;

export const acceptInviteCopy = {
  title: "Join your team on Ai Zapy",
  lead: "Enter your name and choose a password to join your team's workspace.",
  submit: "Join Your Team",
  submitting: "Joining...",
  alreadyMemberTitle: "You already belong to a team on Ai Zapy",
  alreadyMember:
    "This email address already has an account, so it cannot join another team. Sign in to continue to your workspace.",
} as const;

/** Shown instead of a form when an account mail's link cannot be used (ACCOUNT_MESSAGES.invalidLink). */
export const invalidLinkMessage = "This link is invalid or has expired. Ask for a new one.";

/** When a visitor who is already signed in opens the sign-in or sign-up page. */
export const signedInCopy = {
  title: "You are already signed in",
  description: "Your workspace is open on this device.",
  continue: "Continue to your workspace",
} as const;

/** Form-level messages for answers that belong to no field. */
export const accountFailures = {
  /** Equal to ACCOUNT_MESSAGES.invalidCredentials. */
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many attempts.",
  maintenance: "Ai Zapy is down for scheduled maintenance.",
  network: "We could not reach Ai Zapy. Check your connection and try again.",
  unexpected: "Something went wrong on our side. Please try again.",
  retryLater: "Please try again in a few minutes.",
} as const;

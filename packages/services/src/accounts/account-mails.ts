import { LINK_LIFETIME_HOURS } from "@aizapy/contracts";
import type { OutgoingMail } from "../mail/mail.ts";

// The mails members receive. Each says what happened and what the link does, in plain text with
// the same words in simple HTML; links start with PUBLIC_URL.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mailWith(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footnote: string,
): OutgoingMail {
  const text = [...paragraphs, `${action.label}: ${action.url}`, footnote, "— Ai Zapy"].join(
    "\n\n",
  );
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p style="color:#667085">${escapeHtml(footnote)}</p>`,
    "<p>— Ai Zapy</p>",
  ].join("\n");
  return { to, subject, text, html };
}

const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

export function verificationMail(
  publicUrl: string,
  to: string,
  fullName: string,
  token: string,
): OutgoingMail {
  return mailWith(
    to,
    "Verify your email address for Ai Zapy",
    [
      `Hello ${fullName},`,
      "Thank you for signing up. Please confirm that this is your email address: you need a verified address to go live on WhatsApp, and we use it for your password and your team.",
    ],
    { label: "Verify my email address", url: link(publicUrl, "/verify-email", token) },
    `The link works for ${LINK_LIFETIME_HOURS.verifyEmail} hours. If you did not sign up, ignore this mail.`,
  );
}

export function passwordResetMail(publicUrl: string, to: string, token: string): OutgoingMail {
  return mailWith(
    to,
    "Reset your Ai Zapy password",
    [
      "Someone (we hope you) asked to reset the password of your Ai Zapy account.",
      "Choose a new password with the link below. Every device signed in to your account will be signed out.",
    ],
    { label: "Choose a new password", url: link(publicUrl, "/reset-password", token) },
    `The link works once, for ${LINK_LIFETIME_HOURS.resetPassword} hour. If you did not ask, ignore this mail: your password stays as it is.`,
  );
}

export function invitationMail(
  publicUrl: string,
  to: string,
  details: { businessName: string; inviterName: string; role: string },
  token: string,
): OutgoingMail {
  return mailWith(
    to,
    `${details.inviterName} invited you to ${details.businessName} on Ai Zapy`,
    [
      `${details.inviterName} invited you to join ${details.businessName} on Ai Zapy as ${details.role === "admin" ? "an admin" : `an ${details.role}`}.`,
      "Ai Zapy is where the team answers customers on WhatsApp, runs campaigns and automation.",
    ],
    { label: "Accept the invitation", url: link(publicUrl, "/accept-invite", token) },
    `The invitation works for ${LINK_LIFETIME_HOURS.invitation / 24} days. If you do not know ${details.businessName}, ignore this mail.`,
  );
}

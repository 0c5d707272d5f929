import { PRODUCT_NAME } from "@hatchery/shared";
import { formatDayAndTime } from "../lib/dates";
import { renderEmail, siteUrl } from "../lib/email-layout";
import type { OutboxMessage } from "../lib/outbox";

export interface EmailRecipient {
  email: string;
  firstName?: string | null;
  /** The IANA zone moments are written in; UTC when null (docs/decisions/036-time.md). */
  timeZone?: string | null;
}

export function verificationEmail(user: EmailRecipient, url: string): OutboxMessage {
  return renderEmail({
    kind: "verification",
    to: user.email,
    subject: `Verify your email address for ${PRODUCT_NAME}`,
    greetingName: user.firstName ?? "",
    paragraphs: [
      `Thanks for joining ${PRODUCT_NAME}. Please confirm that this is your email address; the link also signs you in.`,
      "The link is valid for 24 hours.",
    ],
    action: { label: "Verify my email address", url },
    footnote: `If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,
  });
}

export function passwordResetEmail(user: EmailRecipient, url: string): OutboxMessage {
  return renderEmail({
    kind: "password-reset",
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greetingName: user.firstName ?? "",
    paragraphs: [
      "Someone, hopefully you, asked to reset the password of your account. Choose a new password with the link below.",
      "The link works once and is valid for 1 hour.",
    ],
    action: { label: "Choose a new password", url },
    footnote: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  });
}

export function changeEmailVerificationEmail(
  user: EmailRecipient,
  newEmail: string,
  url: string,
): OutboxMessage {
  return renderEmail({
    kind: "change-email",
    to: newEmail,
    subject: `Confirm your new email address for ${PRODUCT_NAME}`,
    greetingName: user.firstName ?? "",
    paragraphs: [
      `You asked to change the email address of your ${PRODUCT_NAME} account from ${user.email} to ${newEmail}. Confirm the new address with the link below; until then, the old one stays in use.`,
      "The link is valid for 24 hours.",
    ],
    action: { label: "Confirm my new email address", url },
    footnote: "If you did not ask for this, you can ignore this email.",
  });
}

/** The security notices: a change to how someone signs in to the account (issue 9, point 18). */
export const SECURITY_NOTICE_KINDS = {
  passwordChanged: "password-changed",
  emailChanged: "email-changed",
  twoFactorEnabled: "two-factor-enabled",
  twoFactorDisabled: "two-factor-disabled",
  linkedinLinked: "linkedin-linked",
} as const;

export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[keyof typeof SECURITY_NOTICE_KINDS];

/** The web app's pages a security notice points to. */
export const SECURITY_SETTINGS_PATH = "/profile";
export const FORGOT_PASSWORD_PATH = "/auth?view=forgot-password";

export interface SecurityNoticeOptions {
  /** PUBLIC_URL, which the links are built on. */
  publicUrl: string;
  at: Date;
}

const SECURITY_NOTICE_WORDS: Record<SecurityNoticeKind, { subject: string; happened: string }> = {
  "password-changed": {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    happened: `The password of your ${PRODUCT_NAME} account was changed`,
  },
  "email-changed": {
    subject: `The email address of your ${PRODUCT_NAME} account was changed`,
    happened: `The email address of your ${PRODUCT_NAME} account was changed`,
  },
  "two-factor-enabled": {
    subject: `Two-factor authentication is on for your ${PRODUCT_NAME} account`,
    happened: `Two-factor authentication was turned on for your ${PRODUCT_NAME} account`,
  },
  "two-factor-disabled": {
    subject: `Two-factor authentication is off for your ${PRODUCT_NAME} account`,
    happened: `Two-factor authentication was turned off for your ${PRODUCT_NAME} account`,
  },
  "linkedin-linked": {
    subject: `A LinkedIn account was linked to your ${PRODUCT_NAME} account`,
    happened: `A LinkedIn account was linked to your ${PRODUCT_NAME} account; it can now be used to sign in`,
  },
};

/**
 * What happened and when, and what to do if it was not the person: reset the password (which signs
 * out every session) and check the security settings. `detail` adds the facts of the change, such as
 * the new address.
 */
export function securityNoticeEmail(
  kind: SecurityNoticeKind,
  user: EmailRecipient,
  { publicUrl, at }: SecurityNoticeOptions,
  detail?: string,
): OutboxMessage {
  const words = SECURITY_NOTICE_WORDS[kind];
  return renderEmail({
    kind,
    to: user.email,
    subject: words.subject,
    greetingName: user.firstName ?? "",
    paragraphs: [
      `${words.happened} on ${formatDayAndTime(at, user.timeZone)}.`,
      ...(detail ? [detail] : []),
      "If this was you, there is nothing more to do.",
    ],
    action: { label: "Review my security settings", url: siteUrl(publicUrl, SECURITY_SETTINGS_PATH) },
    footnote: `If it was not you, reset your password now at ${siteUrl(publicUrl, FORGOT_PASSWORD_PATH)} (this signs out every session), then check two-factor authentication and linked accounts in your security settings.`,
  });
}

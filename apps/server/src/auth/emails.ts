import { PRODUCT_NAME } from "@hatchery/shared";
import { escapeHtml } from "../lib/html";
import type { OutboxMessage } from "../lib/outbox";

interface EmailContent {
  kind: string;
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

/** The plain-text and HTML versions of one message, built from the same words. */
function render(content: EmailContent): OutboxMessage {
  const greeting = content.greetingName ? `Hello ${content.greetingName},` : "Hello,";
  const text = [
    greeting,
    ...content.paragraphs,
    `${content.action.label}: ${content.action.url}`,
    content.footnote,
    `— ${PRODUCT_NAME}`,
  ].join("\n\n");
  const url = escapeHtml(content.action.url);
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${url}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">If the button does not work, open this address: <a href="${url}">${url}</a></p>`,
    `<p style="font-size:13px;color:#6b7280">${escapeHtml(content.footnote)}</p>`,
    `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
    "</body></html>",
  ].join("\n");
  return { kind: content.kind, to: content.to, subject: content.subject, text, html };
}

export interface EmailRecipient {
  email: string;
  firstName?: string | null;
}

export function verificationEmail(user: EmailRecipient, url: string): OutboxMessage {
  return render({
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
  return render({
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
  return render({
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

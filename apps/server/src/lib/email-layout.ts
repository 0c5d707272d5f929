import { PRODUCT_NAME } from "@hatchery/shared";
import { escapeHtml } from "./html";
import type { OutboxMessage } from "./outbox";

/**
 * The one way to write an email (docs/decisions/006-email-templates.md): a template names its words
 * as plain text, and `renderEmail` lays them out twice, as the plain-text part and the HTML part, with
 * the same greeting, header and footer on every message. Every interpolated value is escaped in the
 * HTML part here, so no template builds markup of its own.
 */

export interface EmailLink {
  label: string;
  url: string;
}

/** A labelled fact, such as "Plan: Pro" on a receipt or "From: …" on a support message. */
export interface EmailDetail {
  label: string;
  value: string;
}

export interface EmailTemplate {
  /** What the message is for, such as "verification"; the outbox and the dev mailbox show it. */
  kind: string;
  to: string;
  subject: string;
  /**
   * The first name the greeting uses ("Hello Ada,"); an empty or absent name greets with "Hello,".
   * `null` leaves the greeting out (a message to the operator rather than to a person).
   */
  greetingName?: string | null;
  paragraphs: readonly string[];
  details?: readonly EmailDetail[];
  /** Text someone else wrote, quoted as they wrote it, line breaks kept (a support message). */
  quote?: string;
  action?: EmailLink;
  /** Small print under the action: why the message came, what to do if it was not expected. */
  footnote?: string;
  /**
   * A one-click unsubscribe (RFC 8058) from this kind of message: written under the footnote, and sent
   * as the List-Unsubscribe and List-Unsubscribe-Post header fields.
   */
  unsubscribe?: EmailLink;
}

const BODY_STYLE = "font-family:system-ui,-apple-system,Segoe UI,sans-serif;line-height:1.5;color:#1f2937";
const HEADER_STYLE = "font-size:18px;font-weight:600;color:#4f46e5;margin:0 0 16px";
const BUTTON_STYLE =
  "display:inline-block;padding:10px 16px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none";
const SMALL_STYLE = "font-size:13px;color:#6b7280";
const QUOTE_STYLE = "margin:0;padding-left:12px;border-left:3px solid #d1d5db";

function greetingOf(template: EmailTemplate): string | null {
  if (template.greetingName === null) return null;
  return template.greetingName ? `Hello ${template.greetingName},` : "Hello,";
}

function renderText(template: EmailTemplate, greeting: string | null): string {
  const details = template.details?.length
    ? [template.details.map((detail) => `${detail.label}: ${detail.value}`).join("\n")]
    : [];
  return [
    ...(greeting ? [greeting] : []),
    ...details,
    ...template.paragraphs,
    ...(template.quote ? [template.quote] : []),
    ...(template.action ? [`${template.action.label}: ${template.action.url}`] : []),
    ...(template.footnote ? [template.footnote] : []),
    ...(template.unsubscribe ? [`${template.unsubscribe.label}: ${template.unsubscribe.url}`] : []),
    `— ${PRODUCT_NAME}`,
  ].join("\n\n");
}

function renderHtml(template: EmailTemplate, greeting: string | null): string {
  const details = template.details?.length
    ? [
        `<p>${template.details
          .map((detail) => `<strong>${escapeHtml(detail.label)}:</strong> ${escapeHtml(detail.value)}`)
          .join("<br>")}</p>`,
      ]
    : [];
  const quote = template.quote
    ? [
        `<blockquote style="${QUOTE_STYLE}">`,
        ...template.quote
          .split(/\n{2,}/)
          .map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`),
        "</blockquote>",
      ]
    : [];
  const action = template.action
    ? [
        `<p><a href="${escapeHtml(template.action.url)}" style="${BUTTON_STYLE}">${escapeHtml(template.action.label)}</a></p>`,
        // Shown in full for mail clients that do not show buttons, and for people who copy links.
        `<p style="${SMALL_STYLE}">If the button does not work, open this address: <a href="${escapeHtml(template.action.url)}">${escapeHtml(template.action.url)}</a></p>`,
      ]
    : [];
  return [
    "<!doctype html>",
    `<html><body style="${BODY_STYLE}">`,
    `<p style="${HEADER_STYLE}">${escapeHtml(PRODUCT_NAME)}</p>`,
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    ...details,
    ...template.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...quote,
    ...action,
    ...(template.footnote ? [`<p style="${SMALL_STYLE}">${escapeHtml(template.footnote)}</p>`] : []),
    ...(template.unsubscribe
      ? [
          `<p style="${SMALL_STYLE}"><a href="${escapeHtml(template.unsubscribe.url)}">${escapeHtml(template.unsubscribe.label)}</a></p>`,
        ]
      : []),
    `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
    "</body></html>",
  ].join("\n");
}

/** The message the outbox sends: the template's words as a plain-text part and an HTML part. */
export function renderEmail(template: EmailTemplate): OutboxMessage {
  const greeting = greetingOf(template);
  return {
    kind: template.kind,
    to: template.to,
    subject: template.subject,
    text: renderText(template, greeting),
    html: renderHtml(template, greeting),
    ...(template.unsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${template.unsubscribe.url}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}

/**
 * An absolute address of a page of this site, for links in emails: mail is read outside the site, so
 * every link is built on PUBLIC_URL (whatever path PUBLIC_URL itself carries is replaced).
 */
export function siteUrl(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, publicUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

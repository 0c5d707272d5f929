import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "../env";

/** A file sent with a message, such as a calendar invitation (`invite.ics`). */
export interface MailAttachment {
  filename: string;
  /** The MIME type with any parameters, such as `text/calendar; method=REQUEST`. */
  contentType: string;
  /** Bytes, or text (written as UTF-8). */
  content: Buffer | string;
  /** For an inline part the HTML body shows as `cid:…`. */
  contentId?: string;
  /** `attachment` unless given. */
  disposition?: "attachment" | "inline";
}

/** One email, written in plain text and simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
  attachments?: readonly MailAttachment[];
}

/** Delivers one message or throws; the mail.send job retries what throws. */
export interface MailTransport {
  /** Shown in logs: "smtp" or "log". */
  readonly name: string;
  send(message: MailMessage & { from: string }): Promise<void>;
}

/**
 * Bounded waits, so a mail server that accepts the connection and then stalls cannot hold a message
 * past its job lease (MAIL_LEASE_MS in outbox.ts) and get it sent twice.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  return {
    name: "smtp",
    async send(message) {
      const { headers, attachments, ...rest } = message;
      await transporter.sendMail({
        ...rest,
        ...(headers ? { headers: { ...headers } } : {}),
        ...(attachments?.length ? { attachments: attachments.map(nodemailerAttachment) } : {}),
      });
    },
  };
}

function nodemailerAttachment(attachment: MailAttachment) {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: attachment.content,
    contentDisposition: attachment.disposition ?? "attachment",
    ...(attachment.contentId ? { cid: attachment.contentId } : {}),
  };
}

/** An attachment's size in bytes, text counted as its UTF-8 bytes. */
export function attachmentSize(attachment: MailAttachment): number {
  return typeof attachment.content === "string"
    ? Buffer.byteLength(attachment.content, "utf8")
    : attachment.content.byteLength;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;
/** Punctuation that ends the sentence around a link rather than the link. */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The http(s) URLs in a plain-text message, in order, without repeats. */
export function extractLinks(text: string): string[] {
  const links = (text.match(LINK_PATTERN) ?? []).map((link) => link.replace(TRAILING_PUNCTUATION, ""));
  return [...new Set(links)];
}

/**
 * Development without a mail server: the message stays in the outbox (shown at /dev/mailbox) and its
 * recipient, subject and links are logged, which is enough to follow a verification link from the
 * terminal.
 */
export function createLogTransport(logger: Logger): MailTransport {
  return {
    name: "log",
    async send(message) {
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          links: extractLinks(message.text),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((attachment) => ({
                  filename: attachment.filename,
                  contentType: attachment.contentType,
                  bytes: attachmentSize(attachment),
                })),
              }
            : {}),
        },
        "email kept for /dev/mailbox (no SMTP_URL set)",
      );
    },
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise the log transport outside production, and none in production,
 * where messages wait in the outbox until a mail server is configured.
 */
export function mailTransportFromEnv(env: Env, logger: Logger): MailTransport | null {
  if (env.SMTP_URL) return createSmtpTransport(env.SMTP_URL);
  if (env.NODE_ENV !== "production") return createLogTransport(logger);
  return null;
}

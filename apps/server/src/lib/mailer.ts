import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "../env";

/** One email, written in plain text and simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
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
      const { headers, ...rest } = message;
      await transporter.sendMail({ ...rest, ...(headers ? { headers: { ...headers } } : {}) });
    },
  };
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
        { to: message.to, subject: message.subject, links: extractLinks(message.text) },
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

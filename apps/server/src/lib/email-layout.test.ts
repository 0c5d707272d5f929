import { describe, expect, it } from "vitest";
import {
  changeEmailVerificationEmail,
  passwordResetEmail,
  SECURITY_NOTICE_KINDS,
  securityNoticeEmail,
  verificationEmail,
} from "../auth/emails";
import {
  subscriptionCanceledEmail,
  subscriptionEndedEmail,
  subscriptionRenewalFailedEmail,
  subscriptionStartedEmail,
} from "../modules/subscriptions/subscription-emails.service";
import { supportEmail } from "../modules/support/support.service";
import { renderEmail, siteUrl } from "./email-layout";
import { extractLinks } from "./mailer";
import type { OutboxMessage } from "./outbox";

const PUBLIC_URL = "https://hatchery.test";
const HOSTILE = `<script>alert("x")</script> & 'friends'`;
const ESCAPED_HOSTILE = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;";
const at = new Date("2026-11-25T16:05:00Z");
const person = { email: "ada@example.com", firstName: HOSTILE };

function subscription(status: "trial" | "active" | "past_due" | "canceled") {
  return {
    status,
    provider: "stripe" as const,
    trialEndsAt: status === "trial" ? new Date("2026-12-09T16:05:00Z") : null,
    currentPeriodEnd: new Date("2026-12-25T16:05:00Z"),
    plan: { id: "plan-1", name: HOSTILE, priceMonthly: 1999, incubatorId: "inc-1" },
    incubator: { id: "inc-1", slug: "acme-labs", name: HOSTILE },
  };
}

/** Every mail the server sends, each written with a hostile name wherever a person's words go. */
const EVERY_TEMPLATE: Record<string, { message: OutboxMessage; link: string }> = {
  verification: {
    message: verificationEmail(person, `${PUBLIC_URL}/api/auth/verify-email?token=t`),
    link: `${PUBLIC_URL}/api/auth/verify-email?token=t`,
  },
  "password-reset": {
    message: passwordResetEmail(person, `${PUBLIC_URL}/auth/reset-password?token=t`),
    link: `${PUBLIC_URL}/auth/reset-password?token=t`,
  },
  "change-email": {
    message: changeEmailVerificationEmail(
      person,
      "new@example.com",
      `${PUBLIC_URL}/api/auth/verify-email?t=1`,
    ),
    link: `${PUBLIC_URL}/api/auth/verify-email?t=1`,
  },
  ...Object.fromEntries(
    Object.values(SECURITY_NOTICE_KINDS).map((kind) => [
      kind,
      {
        message: securityNoticeEmail(kind, person, { publicUrl: PUBLIC_URL, at }, HOSTILE),
        link: `${PUBLIC_URL}/profile`,
      },
    ]),
  ),
  support: {
    message: supportEmail("admin@example.com", {
      name: HOSTILE,
      email: "grace@example.com",
      subject: HOSTILE,
      message: HOSTILE,
    }),
    link: "mailto:grace@example.com",
  },
  "subscription-started (trial)": {
    message: subscriptionStartedEmail(person, subscription("trial"), { publicUrl: PUBLIC_URL, at }),
    link: `${PUBLIC_URL}/subscription`,
  },
  "subscription-started (paid)": {
    message: subscriptionStartedEmail(person, subscription("active"), { publicUrl: PUBLIC_URL, at }),
    link: `${PUBLIC_URL}/subscription`,
  },
  "subscription-canceled": {
    message: subscriptionCanceledEmail(person, subscription("canceled"), {
      publicUrl: PUBLIC_URL,
      at,
      accessUntil: null,
    }),
    link: `${PUBLIC_URL}/subscription`,
  },
  "subscription-ended": {
    message: subscriptionEndedEmail(person, subscription("canceled"), { publicUrl: PUBLIC_URL, at }),
    link: `${PUBLIC_URL}/incubators/acme-labs`,
  },
  "subscription-renewal-failed": {
    message: subscriptionRenewalFailedEmail(person, subscription("past_due"), { publicUrl: PUBLIC_URL, at }),
    link: `${PUBLIC_URL}/subscription`,
  },
};

describe("every email template", () => {
  it.each(Object.entries(EVERY_TEMPLATE))("%s has a plain-text and an HTML part", (_name, { message }) => {
    expect(message.subject).not.toBe("");
    expect(message.text).toContain("— Hatchery");
    expect(message.text).not.toContain("<p>");
    expect(message.html).toMatch(/^<!doctype html>\n<html><body[^>]*>\n<p[^>]*>Hatchery<\/p>/);
    expect(message.html).toMatch(/<p>— Hatchery<\/p>\n<\/body><\/html>$/);
  });

  it.each(Object.entries(EVERY_TEMPLATE))("%s escapes a person's words in HTML", (_name, { message }) => {
    expect(message.html).not.toContain("<script");
    expect(message.html).toContain(ESCAPED_HOSTILE);
    // The plain-text part keeps them as they were written.
    expect(message.text).toContain(HOSTILE);
  });

  it.each(Object.entries(EVERY_TEMPLATE))("%s has its link in both parts", (_name, { message, link }) => {
    expect(message.text).toContain(link);
    expect(message.html).toContain(`href="${link.replaceAll("&", "&amp;")}`);
  });

  it("puts the action first among the plain-text links, where the outbox log and the tests look", () => {
    const message = EVERY_TEMPLATE["password-changed"]?.message;
    expect(extractLinks(message?.text ?? "")).toEqual([
      `${PUBLIC_URL}/profile`,
      `${PUBLIC_URL}/auth?view=forgot-password`,
    ]);
  });
});

describe("renderEmail", () => {
  it("greets by first name, with a plain greeting without one and none when told", () => {
    const base = { kind: "k", to: "a@example.com", subject: "S", paragraphs: ["Body."] };
    expect(renderEmail({ ...base, greetingName: "Ada" }).text).toBe("Hello Ada,\n\nBody.\n\n— Hatchery");
    expect(renderEmail(base).text).toBe("Hello,\n\nBody.\n\n— Hatchery");
    expect(renderEmail({ ...base, greetingName: null }).text).toBe("Body.\n\n— Hatchery");
  });

  it("escapes an action's address inside the href attribute", () => {
    const message = renderEmail({
      kind: "k",
      to: "a@example.com",
      subject: "S",
      paragraphs: [],
      action: { label: "Open", url: `https://hatchery.test/a?x=1&y="><script>` },
    });
    expect(message.html).toContain('href="https://hatchery.test/a?x=1&amp;y=&quot;&gt;&lt;script&gt;"');
    expect(message.html).not.toContain("<script");
  });
});

describe("siteUrl", () => {
  it("builds an absolute address on PUBLIC_URL, with its query encoded", () => {
    expect(siteUrl("https://hatchery.test", "/subscription")).toBe("https://hatchery.test/subscription");
    expect(siteUrl("https://hatchery.test/", "/auth", { view: "forgot-password", next: "a b&c" })).toBe(
      "https://hatchery.test/auth?view=forgot-password&next=a+b%26c",
    );
  });
});

import { describe, expect, it } from "vitest";
import { securityNoticeEmail } from "../auth/emails";
import {
  subscriptionCanceledEmail,
  subscriptionStartedEmail,
} from "../modules/subscriptions/subscription-emails.service";

/*
 * Emails state moments in the recipient's time zone and name it (docs/decisions/036-time.md): the same
 * instant reads differently for a person in New York and one in Kolkata, and UTC for one without a zone.
 */

const PUBLIC_URL = "https://hatchery.test";
const newYork = { email: "ny@example.com", firstName: "Ada", timeZone: "America/New_York" };
const kolkata = { email: "in@example.com", firstName: "Ada", timeZone: "Asia/Kolkata" };
const noZone = { email: "utc@example.com", firstName: "Ada", timeZone: null };

/** A trial started before New York leaves daylight-saving time (1 November 2026) and ending after it. */
const started = new Date("2026-10-20T14:00:00Z");
const trialEndsAt = new Date("2026-11-03T14:00:00Z");
const trial = {
  status: "trial" as const,
  provider: "stripe" as const,
  trialEndsAt,
  currentPeriodEnd: null,
  plan: { id: "plan-1", name: "Builder", priceMonthly: 1999, incubatorId: "inc-1" },
  incubator: { id: "inc-1", slug: "acme-labs", name: "Acme Labs" },
};

describe("emails in the recipient's time zone", () => {
  it("write a trial's end in each person's zone, across a daylight-saving change", () => {
    const mail = (to: typeof newYork | typeof noZone) =>
      subscriptionStartedEmail(to, trial, { publicUrl: PUBLIC_URL, at: started }).text;
    expect(mail(newYork)).toContain("Trial ends: 3 November 2026, 09:00 (America/New_York)");
    expect(mail(kolkata)).toContain("Trial ends: 3 November 2026, 19:30 (Asia/Kolkata)");
    expect(mail(noZone)).toContain("Trial ends: 3 November 2026, 14:00 UTC");
    // The same UTC hour was 10:00 in New York before the change; the day alone is written for the start.
    expect(mail(newYork)).toContain("Trial started: 20 October 2026\n");
  });

  it("write the end of paid access in the person's zone, on the right day", () => {
    const accessUntil = new Date("2026-12-01T02:00:00Z");
    const mail = (to: typeof newYork) =>
      subscriptionCanceledEmail(
        to,
        { ...trial, status: "active", trialEndsAt: null },
        { publicUrl: PUBLIC_URL, at: started, accessUntil },
      ).text;
    // 02:00 UTC on 1 December is still the evening of 30 November in New York.
    expect(mail(newYork)).toContain("until 30 November 2026, 21:00 (America/New_York)");
    expect(mail(kolkata)).toContain("until 1 December 2026, 07:30 (Asia/Kolkata)");
  });

  it("write a security notice's moment in the person's zone", () => {
    const at = new Date("2026-11-01T12:30:00Z");
    const notice = (to: typeof newYork) =>
      securityNoticeEmail("password-changed", to, { publicUrl: PUBLIC_URL, at }).text;
    expect(notice(newYork)).toContain("on 1 November 2026, 07:30 (America/New_York).");
    expect(notice(kolkata)).toContain("on 1 November 2026, 18:00 (Asia/Kolkata).");
  });
});

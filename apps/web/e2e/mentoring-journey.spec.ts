import { randomUUID } from "node:crypto";
import { devMailboxResponseSchema } from "@hatchery/shared";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, personInOwnBrowser } from "./support/accounts";
import { type MentoringSetting, mentoringContext, publishedCoach } from "./support/mentoring-people";
import { NORTHSTAR, subscribeToNorthstar } from "./support/northstar";
import { api } from "./support/teams";

const COACH_ZONE = "America/New_York";
const MENTEE_ZONE = "Asia/Kolkata";

/** The parts of a moment as a zone's clock shows it. */
function partsIn(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, ...options }).formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/** The clock time of a moment in a zone, as the app writes it in English: "7:30 PM", "9:00 AM". */
function clockIn(iso: string, timeZone: string): RegExp {
  const parts = partsIn(iso, timeZone, { hour: "numeric", minute: "2-digit", hour12: true });
  // Browsers and Node may put a narrow no-break space before AM/PM (newer ICU), or a plain one.
  return new RegExp(`${parts.hour}:${parts.minute}\\s${parts.dayPeriod}`);
}

/** The minutes after midnight of a moment on a zone's wall clock. */
function minuteOfDayIn(iso: string, timeZone: string): number {
  const parts = partsIn(iso, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** The newest calendar invitation mailed to `email`, read from the development mailbox ("" when none yet). */
async function invitationTo(page: Page, email: string): Promise<string> {
  const { messages } = devMailboxResponseSchema.parse(await api(page, "GET", "/api/dev/mailbox"));
  const attachment = messages
    .filter((message) => message.to === email)
    .flatMap((message) => message.attachments)
    .find((file) => file.filename === "invite.ics");
  if (!attachment) return "";
  return (await page.request.get(attachment.url)).text();
}

async function sessionCardOf(page: Page, name: string): Promise<Locator> {
  await page.goto("/mentoring/sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Mentoring sessions" })).toBeVisible();
  return page.getByRole("list", { name: "Sessions" }).getByRole("article").filter({ hasText: name });
}

/*
 * Mentoring end to end (docs/decisions/051-mentoring.md): a coach in New York publishes a profile and
 * weekly hours; a Northstar subscriber whose browser is in Kolkata books a free time with an agenda,
 * each sees the time on their own clock, the coach confirms and both find the session, its shared notes
 * and action item, on their dashboards too, and the invitation by mail; a guest of Northstar who presses
 * "Book" is offered Northstar's plans. Reviews wait for a session's end, which a real clock does not
 * reach here: mentoring-reviews.spec.ts lets time pass on a server of its own.
 */
test("a subscriber in Kolkata books a New York coach, who confirms; a guest is offered the plans", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // Three sign-ups, a checkout and seven pages scanned at two widths: minutes on a loaded machine.
  test.setTimeout(420_000);
  const setting: MentoringSetting = {
    browser,
    extraHTTPHeaders,
    origin: baseURL ?? "",
    retry: testInfo.retry,
  };
  const suffix = randomUUID().slice(0, 8);
  const coach = await publishedCoach(setting, {
    timeZone: COACH_ZONE,
    headline: `Product coach for first teams ${suffix}`,
    incubators: [NORTHSTAR.name],
    scan: true,
  });

  // The subscriber's browser is in Kolkata: their first sign-in keeps that zone as theirs.
  const menteePerson = newPerson("Mira");
  const mentee = await personInOwnBrowser(
    browser,
    extraHTTPHeaders,
    menteePerson,
    mentoringContext(setting, MENTEE_ZONE),
  );
  await subscribeToNorthstar(mentee);

  await mentee.goto(`/coaches/${coach.slug}`);
  await expect(mentee.getByRole("heading", { level: 1, name: coach.name })).toBeVisible();
  const panel = mentee.getByRole("region", { name: `Book a session with ${coach.name}` });
  // Chromium's ICU names Kolkata by its older alias, Asia/Calcutta: the same zone.
  await expect(
    panel.getByText(
      new RegExp(
        `^Times are shown in your time zone, Asia/(Kolkata|Calcutta) \\(${coach.name} is in ${COACH_ZONE}\\)\\.$`,
      ),
    ),
  ).toBeVisible();
  const firstSlot = panel.getByRole("radio").and(panel.locator('input[name$="-slot"]')).first();
  await expect(firstSlot).toBeVisible();
  const startsAt = await firstSlot.inputValue();
  // Every offered time is inside the coach's 09:00–12:00 on New York's clock…
  const coachMinute = minuteOfDayIn(startsAt, COACH_ZONE);
  expect(coachMinute).toBeGreaterThanOrEqual(9 * 60);
  expect(coachMinute).toBeLessThan(12 * 60);
  // …and written on Kolkata's (19:30 while New York keeps standard time, 18:30 in its summer).
  await expect(panel.getByRole("radio", { name: clockIn(startsAt, MENTEE_ZONE) }).first()).toHaveValue(
    startsAt,
  );
  await expectAccessibleAtBothWidths(mentee);

  const agenda = `Hiring our first engineer ${suffix}`;
  await firstSlot.check();
  await panel.getByLabel("Agenda").fill(agenda);
  await panel.getByRole("button", { name: "Book" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Session requested" })).toBeVisible();
  await expect(panel.getByRole("status")).toContainText(clockIn(startsAt, MENTEE_ZONE));

  // The coach reads the request on New York's clock and confirms it.
  const endsAt = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  const coachCard = await sessionCardOf(coach.page, agenda);
  await expect(coachCard).toContainText(`${menteePerson.firstName} ${menteePerson.lastName} booked you`);
  await expect(coachCard.getByRole("heading")).toHaveText(
    new RegExp(`${clockIn(startsAt, COACH_ZONE).source}.${clockIn(endsAt, COACH_ZONE).source}`),
  );
  await expect(coachCard.getByText("Requested", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(coach.page);
  await coachCard.getByRole("button", { name: "Confirm" }).click();
  await expect(coachCard.getByText("Confirmed", { exact: true })).toBeVisible();

  // The mentee finds it confirmed, on Kolkata's clock.
  const menteeCard = await sessionCardOf(mentee, agenda);
  await expect(menteeCard).toContainText(`With ${coach.name} · 30 minutes`);
  await expect(menteeCard.getByRole("heading")).toHaveText(
    new RegExp(`${clockIn(startsAt, MENTEE_ZONE).source}.${clockIn(endsAt, MENTEE_ZONE).source}`),
  );
  await expect(menteeCard.getByText("Confirmed", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(mentee);

  // The mentee writes shared notes and an action item on the confirmed session; the coach reads both.
  const notes = `Questions about the first engineer's pay ${suffix}`;
  const actionItem = `Draft the job post ${suffix}`;
  await menteeCard.getByRole("button", { name: "Notes and action items" }).click();
  await menteeCard.getByRole("button", { name: "Write notes" }).click();
  await menteeCard.getByLabel("Notes (markdown)").fill(notes);
  await menteeCard.getByRole("button", { name: "Save notes" }).click();
  await expect(menteeCard.getByText(notes)).toBeVisible();
  await menteeCard.getByLabel("New action item").fill(actionItem);
  await menteeCard.getByRole("button", { name: "Add action item" }).click();
  await expect(menteeCard.getByRole("checkbox", { name: actionItem })).not.toBeChecked();
  await expectAccessibleAtBothWidths(mentee);
  const coachNotes = await sessionCardOf(coach.page, agenda);
  await coachNotes.getByRole("button", { name: "Notes and action items" }).click();
  await expect(coachNotes.getByText(notes)).toBeVisible();
  await expect(coachNotes.getByRole("checkbox", { name: actionItem })).toBeVisible();

  // Both dashboards show the coming session and the open action item.
  for (const [page, other] of [
    [coach.page, `${menteePerson.firstName} ${menteePerson.lastName}`],
    [mentee, coach.name],
  ] as const) {
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Upcoming sessions" })).toContainText(`with ${other}`);
    await expect(page.getByRole("region", { name: "Open action items" })).toContainText(actionItem);
  }

  // The confirmation reaches the mentee by mail with the calendar invitation, stated in their zone.
  const invitation = await expect
    .poll(async () => invitationTo(mentee, menteePerson.email), { timeout: 60_000 })
    .toContain("METHOD:REQUEST")
    .then(() => invitationTo(mentee, menteePerson.email));
  expect(invitation).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(invitation).toMatch(/\r\nDTSTART;TZID=Asia\/(Kolkata|Calcutta):\d{8}T\d{6}\r\n/);
  expect(invitation).toContain("BEGIN:VTIMEZONE");
  expect(invitation.replace(/\r\n[ \t]/g, "")).toContain(agenda);

  // A guest of Northstar sees the free times, and "Book" offers Northstar's plans.
  const guest = await personInOwnBrowser(
    browser,
    extraHTTPHeaders,
    newPerson("Gus"),
    mentoringContext(setting),
  );
  await api(guest, "POST", `/api/incubators/${NORTHSTAR.slug}/membership`);
  await guest.goto(`/coaches/${coach.slug}`);
  const guestPanel = guest.getByRole("region", { name: `Book a session with ${coach.name}` });
  await expect(guestPanel.getByRole("radio").first()).toBeVisible();
  await guestPanel.getByRole("button", { name: "Book" }).click();
  const plans = guest.getByRole("dialog", { name: `Upgrade Your ${NORTHSTAR.name} Membership` });
  await expect(plans).toBeVisible();
  await expect(plans.getByRole("listitem", { name: "Explorer" })).toBeVisible();
  await expectAccessibleAtBothWidths(guest);
  await guest.keyboard.press("Escape");
  await expect(plans).toBeHidden();

  for (const page of [coach.page, mentee, guest]) await page.context().close();
});

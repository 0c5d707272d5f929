import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, personInOwnBrowser } from "./support/accounts";
import { type MentoringSetting, mentoringContext, publishedCoach } from "./support/mentoring-people";
import { NORTHSTAR, subscribeToNorthstar } from "./support/northstar";
import { OwnServer } from "./support/own-server";
import { moveSessionIntoThePast } from "./support/past-session";

async function pastSessionCard(page: Page, agenda: string): Promise<Locator> {
  await page.goto("/mentoring/sessions?show=past");
  await expect(page.getByRole("heading", { level: 1, name: "Mentoring sessions" })).toBeVisible();
  return page.getByRole("list", { name: "Sessions" }).getByRole("article").filter({ hasText: agenda });
}

async function review(card: Locator, otherName: string, rating: number, comment: string) {
  await card.getByRole("button", { name: "Notes, action items and review" }).click();
  const form = card.getByRole("group", { name: `How was the session with ${otherName}?` });
  await form.getByRole("radio", { name: String(rating), exact: true }).check();
  await card.getByLabel("Comment (optional)").fill(comment);
  await card.getByRole("button", { name: "Send review" }).click();
  await expect(card.getByRole("region", { name: "Review" })).toContainText(comment);
}

/*
 * Reviews after a mentoring session (docs/decisions/051-mentoring.md). A review waits for the session's
 * end, which a real clock does not reach during a run, so this journey has a server of its own: a
 * Northstar subscriber books a coach, the coach confirms, the server stops and the session moves three
 * days into the past (support/past-session.ts), and from the restart on everything is the product's own:
 * the coach marks it completed, the mentee's review stays hidden until the coach has written theirs,
 * then both are revealed, the coach's profile shows the average and count, and the coach reports the
 * review to the moderators.
 */
test("after a session both sides review it; the reviews are revealed together and one is reported", async ({
  browser,
  extraHTTPHeaders,
}, testInfo) => {
  // Two sign-ups, a checkout and two server starts: minutes on a loaded machine.
  test.setTimeout(420_000);
  const server = new OwnServer({ portOffset: 50 });
  await server.start();
  try {
    const setting: MentoringSetting = {
      browser,
      extraHTTPHeaders,
      origin: server.origin,
      retry: testInfo.retry,
    };
    const suffix = randomUUID().slice(0, 8);
    const coach = await publishedCoach(setting, {
      timeZone: "America/New_York",
      headline: `Coach for first sales hires ${suffix}`,
      incubators: [NORTHSTAR.name],
    });
    const menteePerson = newPerson("Rhea");
    const menteeName = `${menteePerson.firstName} ${menteePerson.lastName}`;
    const mentee = await personInOwnBrowser(
      browser,
      extraHTTPHeaders,
      menteePerson,
      mentoringContext(setting, "Europe/Berlin"),
    );
    await subscribeToNorthstar(mentee);

    const agenda = `Pricing our first contract ${suffix}`;
    await mentee.goto(`/coaches/${coach.slug}`);
    const panel = mentee.getByRole("region", { name: `Book a session with ${coach.name}` });
    await panel.getByRole("radio").and(panel.locator('input[name$="-slot"]')).first().check();
    await panel.getByLabel("Agenda").fill(agenda);
    await panel.getByRole("button", { name: "Book" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Session requested" })).toBeVisible();
    await coach.page.goto("/mentoring/sessions");
    const request = coach.page.getByRole("article").filter({ hasText: agenda });
    await request.getByRole("button", { name: "Confirm" }).click();
    await expect(request.getByText("Confirmed", { exact: true })).toBeVisible();

    // Three days pass: the session is over, and still inside the fortnight that keeps reviews sealed.
    await server.stop();
    await moveSessionIntoThePast(server.databaseDir, agenda, 3);
    await server.start();

    const coachCard = await pastSessionCard(coach.page, agenda);
    await coachCard.getByRole("button", { name: "Mark completed" }).click();
    await expect(coachCard.getByText("Completed", { exact: true })).toBeVisible();

    const menteeComment = `Clear next steps on pricing ${suffix}`;
    const menteeCard = await pastSessionCard(mentee, agenda);
    await review(menteeCard, coach.name, 4, menteeComment);
    await expectAccessibleAtBothWidths(mentee);

    // Sealed: the coach sees that a review waits, and the profile has none yet.
    const sealedCard = await pastSessionCard(coach.page, agenda);
    await sealedCard.getByRole("button", { name: "Notes, action items and review" }).click();
    await expect(sealedCard).toContainText(`${menteeName} has reviewed this session`);
    await expect(sealedCard).not.toContainText(menteeComment);
    await coach.page.goto(`/coaches/${coach.slug}`);
    const reviews = coach.page.getByRole("region", { name: "Reviews" });
    await expect(reviews).toContainText("No reviews yet.");

    // The coach writes theirs: both are revealed, on the session and on the profile.
    const coachComment = `Came prepared with real numbers ${suffix}`;
    const coachReviewCard = await pastSessionCard(coach.page, agenda);
    await review(coachReviewCard, menteeName, 5, coachComment);
    await expect(coachReviewCard).toContainText(menteeComment);
    const revealedCard = await pastSessionCard(mentee, agenda);
    await revealedCard.getByRole("button", { name: "Notes, action items and review" }).click();
    await expect(revealedCard).toContainText(coachComment);

    await coach.page.goto(`/coaches/${coach.slug}`);
    await expect(reviews).toContainText("4.0 from 1 review");
    await expect(reviews).toContainText(menteeComment);
    await expectAccessibleAtBothWidths(coach.page);

    // The coach reports the review; the moderators' queue holds it (the shared reports table).
    await reviews.getByRole("button", { name: `Report the review by ${menteeName}` }).click();
    const dialog = coach.page.getByRole("alertdialog", { name: "Report this review" });
    await dialog.getByRole("radio").first().check();
    await dialog.getByLabel("Details (optional)").fill(`Names a client ${suffix}`);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(
      coach.page.getByText("Thank you. The report was sent to the moderators.", { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    for (const page of [coach.page, mentee]) await page.context().close();
  } finally {
    await server.dispose();
  }
});

import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, personInOwnBrowser, signUpAndVerify } from "./support/accounts";
import { administratorPage } from "./support/administrator-session";
import { subscribeToPlan } from "./support/northstar";
import { api, fullName } from "./support/teams";

const QUESTION = "What will you build?";
const ANSWER = "A working prototype for our first pilot.";
const PAYMENT_REFERENCE = "WIRE-2026-0042";

/**
 * Business funding from the call to the money (docs/decisions/059-business-funding.md): an incubator's
 * owner opens a call, a subscribing team leader applies for a project with milestones, a reviewer the
 * owner invited scores it, the owner awards it in two tranches tied to the milestones, the team ticks
 * the first one off, and the owner releases its tranche with a payment reference; the team's page
 * shows what was received and what is pending. The setting (people, incubator, team, project) is made
 * through the API; the funding steps go through the pages, each new page scanned at both widths.
 */
test("a call is opened, applied to, reviewed, awarded in two tranches and its first tranche released", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // Four people, a subscription and several pages scanned at two widths on a shared machine.
  test.setTimeout(360_000);
  const suffix = randomUUID().slice(0, 8);
  const incubator = { slug: `fund-lab-${suffix}`, name: `Fund Lab ${suffix}` };
  const title = `Prototype fund ${suffix}`;

  // The owner: made an advisor by the first administrator, with an incubator and a plan of theirs.
  const { page: admin } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });
  const ownerPerson = newPerson("Owen");
  const owner = await personInOwnBrowser(browser, extraHTTPHeaders, ownerPerson);
  const granted = await admin.request.post("/api/admin/roles", {
    data: { email: ownerPerson.email, role: "advisor" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(granted.status()).toBe(200);
  await admin.context().close();
  await api(owner, "POST", "/api/incubators", incubator);
  await api(owner, "POST", `/api/incubators/${incubator.slug}/plans`, {
    name: "Founder",
    priceMonthly: 2900,
  });

  // The reviewer-to-be: a member of the incubator.
  const reviewerPerson = newPerson("Rita");
  const reviewer = await personInOwnBrowser(browser, extraHTTPHeaders, reviewerPerson);
  await api(reviewer, "POST", `/api/incubators/${incubator.slug}/membership`);

  // The leader: a subscriber whose team, at the building stage, has a project with two milestones.
  const leaderPerson = newPerson("Mary");
  await signUpAndVerify(page, leaderPerson);
  await subscribeToPlan(page, incubator.slug, "Founder");
  const { team } = (await api(page, "POST", "/api/teams", {
    incubator: incubator.slug,
    name: `Funded ${suffix}`,
    coreRole: "ceo",
  })) as { team: { slug: string; name: string } };
  await api(page, "PATCH", `/api/teams/${team.slug}`, { stage: "building" });
  const { project } = (await api(page, "POST", "/api/projects", { team: team.slug, name: "Prototype" })) as {
    project: { slug: string };
  };
  for (const milestone of ["Working prototype", "First pilot"]) {
    await api(page, "POST", `/api/projects/${project.slug}/milestones`, { title: milestone });
  }

  // The owner drafts the call (refused while the largest award exceeds the pool) and publishes it.
  await owner.goto(`/incubators/${incubator.slug}/funding/new`);
  await expect(owner.getByRole("heading", { level: 1, name: "New funding call" })).toBeVisible();
  await owner.getByLabel("Title").fill(title);
  await owner.getByLabel("Pool").fill("50000");
  await owner.getByLabel("Largest award").fill("60000");
  await owner.getByLabel("Question 1").fill(QUESTION);
  await owner.getByLabel("Criterion 1").fill("Team");
  await owner.getByLabel("Weight").fill("10");
  await owner.getByRole("button", { name: "Save draft" }).click();
  await expect(owner.getByText("The largest award must not be more than the pool")).toBeVisible();
  await owner.getByLabel("Largest award").fill("10000");
  await expectAccessibleAtBothWidths(owner);
  await owner.getByRole("button", { name: "Save draft" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(owner.getByText("Draft", { exact: true })).toBeVisible();
  await owner.getByRole("button", { name: "Publish" }).click();
  await expect(owner.getByText("Open", { exact: true })).toBeVisible();
  const callPath = new URL(owner.url()).pathname;
  const callId = callPath.split("/").at(-1) ?? "";

  // …and invites the reviewer from the call's page.
  const reviewers = owner.getByRole("region", { name: "Reviewers" });
  await reviewers.getByLabel("Invite a member").fill(reviewerPerson.firstName);
  await reviewers.getByRole("button", { name: `Invite ${fullName(reviewerPerson)}` }).click();
  await expect(reviewers.getByRole("list", { name: "Reviewers" })).toContainText(fullName(reviewerPerson));
  await expectAccessibleAtBothWidths(owner);

  // The leader applies: the draft saves as it is typed and is still there after a reload.
  await page.goto(callPath);
  await page.getByRole("button", { name: `Apply for ${team.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByLabel("Project").selectOption({ label: "Prototype" });
  await page.getByLabel("Ask (USD)").fill("8000");
  await page.getByLabel(QUESTION).fill(ANSWER);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.reload();
  await expect(page.getByLabel(QUESTION)).toHaveValue(ANSWER);
  await page.getByRole("button", { name: "Submit the application" }).click();
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  const applicationPath = new URL(page.url()).pathname;

  // The reviewer finds it in their queue, scores it and submits the review.
  await reviewer.goto("/funding/reviews");
  await expect(reviewer.getByRole("heading", { level: 1, name: "Funding reviews" })).toBeVisible();
  await expectAccessibleAtBothWidths(reviewer);
  await reviewer.getByRole("link", { name: new RegExp(team.name) }).click();
  await expect(reviewer.getByText(ANSWER)).toBeVisible();
  await reviewer.getByRole("group", { name: /^Team/ }).getByText("4", { exact: true }).click();
  await reviewer.getByLabel("Comment").fill("A clear plan and a team that can ship it.");
  await reviewer.getByRole("button", { name: "Save draft" }).click();
  await expect(reviewer.getByText("Your weighted score: 4.00 of 5")).toBeVisible();
  await reviewer.getByRole("button", { name: "Submit review" }).click();
  const submitReview = reviewer.getByRole("alertdialog", { name: "Submit your review?" });
  await submitReview.getByRole("button", { name: "Submit" }).click();
  await expect(reviewer.getByRole("button", { name: "Submit review" })).toHaveCount(0);
  await expectAccessibleAtBothWidths(reviewer);

  // The owner reads the ranking and awards the application in two tranches, one per milestone.
  await owner.goto(`/funding/calls/${callId}/applications`);
  const ranked = owner.getByRole("table", { name: "Applications ranked by weighted average" });
  await expect(ranked.getByRole("row")).toHaveCount(2);
  await expect(ranked.getByRole("row").nth(1)).toContainText("4.00");
  await expectAccessibleAtBothWidths(owner);
  await owner.goto(applicationPath);
  await expect(owner.getByText(ANSWER)).toBeVisible();
  await owner.getByRole("textbox", { name: "Award", exact: true }).fill("8000");
  await owner.getByLabel("Tranche 1 amount").fill("5000");
  await owner.getByLabel("Tranche 1 milestone").selectOption({ label: "Working prototype" });
  await owner.getByRole("button", { name: "Add a tranche" }).click();
  await owner.getByLabel("Tranche 2 amount").fill("3000");
  await owner.getByLabel("Tranche 2 milestone").selectOption({ label: "First pilot" });
  await expectAccessibleAtBothWidths(owner);
  await owner.getByRole("button", { name: "Decide…" }).click();
  const award = owner.getByRole("alertdialog", { name: "Award this application?" });
  await award.getByRole("button", { name: "Decide" }).click();
  await expect(owner.getByText("Awarded $8,000.00 · released $0.00")).toBeVisible();
  await expect(owner.getByRole("button", { name: "Release tranche 1" })).toHaveCount(0);

  // The team ticks the first milestone off: its tranche falls due.
  await page.goto(`/projects/${project.slug}`);
  await page
    .getByRole("list", { name: "Milestones" })
    .getByRole("checkbox", { name: "Working prototype" })
    .check();
  await expect(
    page
      .getByRole("list", { name: "Milestones" })
      .getByRole("listitem")
      .filter({ hasText: "Working prototype" }),
  ).toContainText("Done");

  // The owner releases it, recording the payment made outside Hatchery.
  await owner.reload();
  await owner.getByRole("button", { name: "Release tranche 1" }).click();
  const release = owner.getByRole("alertdialog", { name: "Release $5,000.00?" });
  await release.getByLabel("Payment reference (optional)").fill(PAYMENT_REFERENCE);
  await release.getByRole("button", { name: "Release" }).click();
  await expect(owner.getByText(`ref. ${PAYMENT_REFERENCE}`)).toBeVisible();
  await expect(owner.getByText("Awarded $8,000.00 · released $5,000.00")).toBeVisible();

  // The report and its CSV carry the release.
  await owner.goto(`/funding/calls/${callId}/applications`);
  await owner.getByRole("link", { name: "Report and CSV export" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Funding report" })).toBeVisible();
  await expect(owner.getByText(`ref. ${PAYMENT_REFERENCE}`)).toBeVisible();
  const csv = await owner.request.get(`/api/funding-calls/${callId}/report?format=csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(PAYMENT_REFERENCE);
  await expectAccessibleAtBothWidths(owner);

  // The team's page shows the funding received and pending.
  await page.goto(`/teams/${team.slug}`);
  const funding = page.getByRole("region", { name: "Funding" });
  await expect(funding).toContainText("1 of 2 tranches released");
  await expect(funding).toContainText("Received $5,000.00 of $8,000.00 · pending $3,000.00");
  await expectAccessibleAtBothWidths(page);
  await page.goto("/funding");
  await expect(page.getByRole("link", { name: `${team.name} · ${title}` })).toBeVisible();

  // The owner's pages are the owner's: the leader, who reviews nothing, is refused them.
  await page.goto("/funding/reviews");
  await expect(page.getByText("No applications to review.", { exact: false })).toBeVisible();
  await page.goto(`/funding/calls/${callId}/applications`);
  await expect(page.getByText("Only the incubator's owner decides on its funding.")).toBeVisible();

  for (const other of [owner, reviewer]) await other.context().close();
});

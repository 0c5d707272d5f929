import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessibleAtBothWidths } from "./support/accessibility";
import { newPerson, personInOwnBrowser } from "./support/accounts";
import { administratorPage } from "./support/administrator-session";

const LOCKED_MESSAGE = (incubator: string) =>
  `This course is for ${incubator} subscribers. Upgrade your membership to open its lessons.`;
const LESSON_TEXT = "Talk to ten customers before you write a line of code.";
const IMAGE_DESCRIPTION = "A whiteboard of interview notes";
/** A real 1×1 PNG: the server judges the type by the file's bytes. */
const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const membershipPanel = (page: Page) => page.getByRole("region", { name: "Your membership" });

/** The guest's refused lesson is an expected 403, which the browser logs as a failed load. */
const refusedLesson = (text: string) => text.includes("the server responded with a status of 403");

test("an owner publishes a subscriber-only course that a guest cannot open and a subscriber can", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // Four people signing up and three pages scanned at two widths: about a minute and a half on a
  // quiet machine, three on a loaded one; the limit leaves room for that, not for a hang.
  test.setTimeout(300_000);
  const origin = { Origin: baseURL ?? "" };
  const problems: string[] = [];
  const suffix = randomUUID().slice(0, 8);
  const incubator = { slug: `classroom-lab-${suffix}`, name: `Classroom Lab ${suffix}` };
  const course = "Finding your first customers";
  const lesson = "Interviews before code";

  // The first administrator, named by ADMIN_EMAILS (signed in when another spec already made them),
  // makes the owner an advisor.
  const { page: admin } = await administratorPage(browser, { extraHTTPHeaders, retry: testInfo.retry });
  const ownerPerson = newPerson("Owen");
  const owner = await personInOwnBrowser(browser, extraHTTPHeaders, ownerPerson, {
    problems: { into: problems, expected: refusedLesson },
  });
  const granted = await admin.request.post("/api/admin/roles", {
    data: { email: ownerPerson.email, role: "advisor" },
    headers: origin,
  });
  expect(granted.status()).toBe(200);
  expect(((await granted.json()) as { roles: string[] }).roles).toContain("advisor");

  // The owner's incubator and its plan.
  const created = await owner.request.post("/api/incubators", { data: incubator, headers: origin });
  expect(created.status()).toBe(201);
  const plan = await owner.request.post(`/api/incubators/${incubator.slug}/plans`, {
    data: { name: "Founder", priceMonthly: 2900 },
    headers: origin,
  });
  expect(plan.status()).toBe(201);

  // A subscriber-only draft, a lesson, then published.
  await owner.goto(`/incubators/${incubator.slug}`);
  const courses = owner.getByRole("region", { name: "Courses" });
  await courses.getByLabel("Course title").fill(course);
  await courses.getByLabel("Who it is for").selectOption({ label: "Subscribers only" });
  await courses.getByRole("button", { name: "New course" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: `Edit “${course}”` })).toBeVisible();
  const courseEditor = owner.url();
  await owner.getByLabel("New lesson title").fill(lesson);
  await owner.getByRole("button", { name: "Add lesson" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: `Edit “${lesson}”` })).toBeVisible();
  const lessonPath = new URL(owner.url()).pathname.replace(/\/edit$/, "");
  await owner.getByLabel("Lesson text (markdown)").fill(`## Why\n\n${LESSON_TEXT}\n\n`);
  // An image inserted at the cursor (the end of the text), uploaded for this course.
  await owner.getByRole("button", { name: "Insert image" }).click();
  await owner
    .getByLabel("Image file")
    .setInputFiles({ name: "whiteboard.png", mimeType: "image/png", buffer: PNG_1PX });
  await owner.getByLabel("Description (alt text)").fill(IMAGE_DESCRIPTION);
  // The editor with the image panel open fits a phone and passes the scan.
  await expectAccessibleAtBothWidths(owner);
  await owner.getByRole("button", { name: "Upload and insert" }).click();
  await expect(owner.getByText(`Image “${IMAGE_DESCRIPTION}” inserted into the lesson text.`)).toBeVisible();
  await expect(owner.getByLabel("Lesson text (markdown)")).toHaveValue(
    new RegExp(`!\\[${IMAGE_DESCRIPTION}\\]\\(/api/files/lesson-images/[A-Za-z0-9_-]+\\.png\\)$`),
  );
  await owner.getByRole("button", { name: "Preview" }).click();
  await expect(owner.getByRole("img", { name: IMAGE_DESCRIPTION })).toBeVisible();
  await owner.getByRole("button", { name: "Save lesson" }).click();
  await expect(owner.getByRole("button", { name: "Save lesson" })).toBeEnabled();
  await expect(owner.getByRole("status").filter({ hasText: /saved/i })).toBeVisible();
  await owner.getByRole("link", { name: "Back to the course editor" }).click();
  await expect(owner).toHaveURL(courseEditor);
  await owner.getByRole("button", { name: "Publish" }).click();
  await expect(owner.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await expect(owner.getByText("Published", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(owner);
  const coursePath = new URL(courseEditor).pathname.replace(/\/edit$/, "");

  // A guest sees the course locked, is offered the upgrade, and cannot open the lesson.
  const guest = await personInOwnBrowser(browser, extraHTTPHeaders, newPerson("Gus"), {
    problems: { into: problems, expected: refusedLesson },
  });
  await guest.goto(`/incubators/${incubator.slug}`);
  await membershipPanel(guest).getByRole("button", { name: "Join as guest" }).click();
  await expect(membershipPanel(guest)).toContainText("Guest");
  await guest.goto(coursePath);
  await expect(guest.getByRole("heading", { level: 1, name: course })).toBeVisible();
  await expect(guest.getByText(LOCKED_MESSAGE(incubator.name))).toBeVisible();
  await expect(guest.getByText(lesson)).toBeVisible();
  await expect(guest.getByRole("link", { name: lesson })).toHaveCount(0);
  await expectAccessibleAtBothWidths(guest);
  await guest.getByRole("button", { name: "Upgrade to open" }).click();
  const upgrade = guest.getByRole("dialog", { name: `Upgrade Your ${incubator.name} Membership` });
  await expect(upgrade.getByRole("listitem", { name: "Founder" })).toBeVisible();
  await guest.keyboard.press("Escape");
  await expect(upgrade).toBeHidden();
  await guest.goto(lessonPath);
  await expect(
    guest.getByRole("heading", { level: 1, name: "This lesson is for subscribers" }),
  ).toBeVisible();
  await expect(guest.getByText(LOCKED_MESSAGE(incubator.name))).toBeVisible();
  await expect(guest.getByText(LESSON_TEXT)).toHaveCount(0);

  // A subscriber, through the built-in checkout, opens and reads it.
  const subscriber = await personInOwnBrowser(browser, extraHTTPHeaders, newPerson("Sue"), {
    problems: { into: problems, expected: refusedLesson },
  });
  await subscriber.goto(`/incubators/${incubator.slug}`);
  await subscriber.getByRole("button", { name: "See plans" }).click();
  const plans = subscriber.getByRole("dialog", { name: `Subscribe to ${incubator.name}` });
  const checkoutOpened = subscriber.context().waitForEvent("page");
  await plans.getByRole("listitem", { name: "Founder" }).getByRole("button").click();
  const checkout = await checkoutOpened;
  await checkout.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(checkout.getByRole("dialog", { name: "Subscription Confirmed!" })).toBeVisible();
  await checkout.close();
  await subscriber.goto(coursePath);
  await expect(subscriber.getByText(LOCKED_MESSAGE(incubator.name))).toHaveCount(0);
  await subscriber.getByRole("link", { name: lesson }).click();
  await expect(subscriber.getByRole("heading", { level: 1, name: lesson })).toBeVisible();
  await expect(subscriber.getByText(LESSON_TEXT)).toBeVisible();
  // The lesson's image, served to the course's readers: the subscriber's browser loads it.
  const image = subscriber.getByRole("img", { name: IMAGE_DESCRIPTION });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  // The same address is nothing to the guest, whose course is locked.
  const imageAddress = (await image.getAttribute("src")) ?? "";
  expect(imageAddress).toMatch(/^\/api\/files\/lesson-images\//);
  expect((await guest.request.get(imageAddress)).status()).toBe(404);
  await expectAccessibleAtBothWidths(subscriber);

  for (const person of [admin, owner, guest, subscriber]) await person.context().close();
  expect(problems).toEqual([]);
});

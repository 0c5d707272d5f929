import { type Browser, expect, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./accessibility";
import { newPerson, type OwnBrowserOptions, type Person, personInOwnBrowser } from "./accounts";
import { administratorPage } from "./administrator-session";

/*
 * The people of the mentoring journeys (docs/decisions/051-mentoring.md), each in a browser of their
 * own: the administrator who grants the coach role, and a coach who publishes a profile and weekly
 * hours from the web, as a coach does. Contexts keep the test's own loopback address (e2e/fixtures.ts).
 */

export interface MentoringSetting {
  browser: Browser;
  extraHTTPHeaders: Record<string, string> | undefined;
  origin: string;
  retry: number;
}

/** The context options of a mentoring person's own browser: the setting's server, and their zone. */
export function mentoringContext(setting: MentoringSetting, timezoneId?: string): OwnBrowserOptions {
  return { context: { baseURL: setting.origin, timezoneId } };
}

export interface PublishedCoach {
  person: Person;
  page: Page;
  slug: string;
  name: string;
}

export interface CoachProfileChoices {
  /** The coach's browser's zone, which becomes theirs and their availability's. */
  timeZone: string;
  headline: string;
  /** Names of the incubators they mentor in, as the form lists them. */
  incubators: readonly string[];
  /** Scans the editor pages at both widths on the way. */
  scan?: boolean;
}

/**
 * A member made a coach by the administrator who publishes a profile (in their browser's zone, listing
 * `incubators`) and keeps weekday-and-weekend mornings, 09:00–12:00 on their own clock: every day has
 * free times, whatever day the suite runs on.
 */
export async function publishedCoach(
  setting: MentoringSetting,
  choices: CoachProfileChoices,
): Promise<PublishedCoach> {
  const person = newPerson("Coral");
  const page = await personInOwnBrowser(
    setting.browser,
    setting.extraHTTPHeaders,
    person,
    mentoringContext(setting, choices.timeZone),
  );
  const { page: admin } = await administratorPage(setting.browser, {
    extraHTTPHeaders: setting.extraHTTPHeaders,
    retry: setting.retry,
    origin: setting.origin,
  });
  const granted = await admin.request.post("/api/admin/roles", {
    data: { email: person.email, role: "coach" },
    headers: { Origin: setting.origin },
  });
  expect(granted.status()).toBe(200);
  await admin.context().close();

  await page.goto("/profile/mentor");
  await expect(page.getByRole("heading", { level: 1, name: "Your mentor profile" })).toBeVisible();
  const form = page.getByRole("form", { name: "Mentor profile" });
  const slug = await form.getByLabel("Address").inputValue();
  await form.getByLabel("Headline").fill(choices.headline);
  await form.getByLabel("About you").fill("Ten years of leading product teams.");
  await form.getByLabel("Expertise").fill("product strategy");
  await form.getByLabel("Expertise").press("Enter");
  await form.getByRole("checkbox", { name: "CEO" }).check();
  await form.getByRole("checkbox", { name: "English" }).check();
  await expect(form.getByLabel("Time zone")).toHaveValue(choices.timeZone);
  await form.getByLabel("Meeting link").fill("https://meet.example.com/coral");
  const incubators = form.getByRole("group", { name: "Incubators you mentor in" });
  for (const incubator of choices.incubators) {
    await incubators.getByRole("checkbox", { name: incubator }).check();
  }
  await form.getByRole("button", { name: "Save draft" }).click();
  await page.getByRole("button", { name: "Publish profile" }).click();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  if (choices.scan) await expectAccessibleAtBothWidths(page);

  await page.goto("/profile/mentor/availability");
  await expect(page.getByRole("heading", { level: 1, name: "Your availability" })).toBeVisible();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await page.getByRole("button", { name: `Add hours on ${day}` }).click();
    await page.getByLabel(`${day} from (1)`).fill("09:00");
    await page.getByLabel(`${day} until (1)`).fill("12:00");
  }
  if (choices.scan) await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Availability saved." })).toBeVisible();

  return { person, page, slug, name: `${person.firstName} ${person.lastName}` };
}

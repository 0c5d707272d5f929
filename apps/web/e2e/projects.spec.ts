import { expect, test } from "./fixtures";
import { leaderWithTeam } from "./support/teams";

test("a team leader creates a project with milestones, edits it, ticks a milestone off, and the changes stay", async ({
  page,
  pageProblems,
}) => {
  // A sign-up and a checkout come before the project itself.
  test.slow();
  const { team } = await leaderWithTeam(page, "Orbit");

  // From the team's page, the leader opens the project form with the team chosen.
  await page.goto(`/teams/${team.slug}`);
  await page.getByRole("link", { name: "New project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a project" })).toBeVisible();
  const form = page.getByRole("form", { name: "New project" });
  await expect(form.getByRole("combobox", { name: "Team" })).toHaveValue(team.slug);

  // The slug follows the name until the leader writes one of their own.
  const stamp = Date.now();
  const name = `Ground Station ${stamp}`;
  await form.getByLabel("Name", { exact: true }).fill(name);
  const slugField = form.getByLabel("Slug (optional)");
  await expect(slugField).toHaveValue(`ground-station-${stamp}`);
  const slug = `station-${stamp}`;
  await slugField.fill(slug);
  await form.getByLabel("Summary").fill("Listening to small satellites.");
  await form.getByLabel("Description").fill("We track **cubesats** from a rooftop.");
  await form.getByRole("button", { name: "Add milestone" }).click();
  await form.getByLabel("Milestone 1 title").fill("Antenna on the roof");
  await form.getByRole("button", { name: "Add milestone" }).click();
  await form.getByLabel("Milestone 2 title").fill("First pass recorded");
  await form.getByRole("button", { name: "Create project" }).click();

  // The project's page, at the chosen address, with what was written.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${slug}$`));
  const about = page.getByRole("region", { name: "About" });
  await expect(about.getByText("cubesats", { exact: true })).toHaveJSProperty("tagName", "STRONG");
  const milestones = page.getByRole("list", { name: "Milestones" });
  await expect(milestones.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("progressbar", { name: "Milestones done" })).toHaveAttribute(
    "aria-valuetext",
    "0 of 2 done",
  );
  await expect(
    page.getByRole("region", { name: "Team" }).getByRole("link", { name: team.name }),
  ).toBeVisible();

  // The edit page changes the name and the description.
  await page.getByRole("link", { name: "Edit project" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${slug}/edit$`));
  const details = page.getByRole("form", { name: "Project details" });
  await expect(details.getByLabel("Name", { exact: true })).toHaveValue(name);
  const newName = `Ground Station Two ${stamp}`;
  await details.getByLabel("Name", { exact: true }).fill(newName);
  // Editing keeps the address: the slug does not follow the name here.
  await expect(details.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await details.getByLabel("Description").fill("We track cubesats from two rooftops now.");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`${newName} is up to date.`).first()).toBeVisible();
  await page.getByRole("link", { name: "View the project's page" }).click();

  // Back on the page, one milestone ticked off.
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  await milestones.getByRole("checkbox", { name: "Antenna on the roof" }).check();
  await expect(
    milestones.getByRole("listitem").filter({ hasText: "Antenna on the roof" }).getByText("Done"),
  ).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Recent updates" }).getByRole("listitem").first(),
  ).toContainText("completed the milestone “Antenna on the roof”");

  // After a reload everything is as saved.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  await expect(about).toContainText("We track cubesats from two rooftops now.");
  await expect(milestones.getByRole("checkbox", { name: "Antenna on the roof" })).toBeChecked();
  await expect(milestones.getByRole("checkbox", { name: "First pass recorded" })).not.toBeChecked();
  await expect(page.getByRole("progressbar", { name: "Milestones done" })).toHaveAttribute(
    "aria-valuetext",
    "1 of 2 done",
  );

  // The directory finds it by its new name, on a card that leads back to it.
  await page.goto("/projects");
  const search = page.getByRole("form", { name: "Search projects" });
  await search.getByLabel("Search projects").fill(newName);
  await search.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: newName }) });
  await expect(card).toContainText("Listening to small satellites.");
  await expect(card.getByRole("link", { name: team.name })).toBeVisible();
  await card.getByRole("link", { name: newName }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${slug}$`));
  await expect(page).toHaveTitle(`${newName} · Hatchery`);

  // The team's page, reached without a reload, is named after the team, not the route's "Team".
  await page.getByRole("region", { name: "Team" }).getByRole("link", { name: team.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: team.name })).toBeVisible();
  const teamTitle = `${team.name} · Hatchery`;
  await expect(page).toHaveTitle(teamTitle);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute("href", new RegExp(`/teams/${team.slug}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", team.name);
  await expect(canonical).toHaveCount(1);

  // After a reload the server's page carries the same title from its first byte.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain(`<title>${teamTitle}</title>`);
  await expect(page.getByRole("heading", { level: 1, name: team.name })).toBeVisible();
  await expect(page).toHaveTitle(teamTitle);

  expect(pageProblems).toEqual([]);
});

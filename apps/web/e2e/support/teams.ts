import { type Browser, expect, type Page } from "@playwright/test";
import { newPerson, type Person, signUpAndVerify } from "./accounts";
import { NORTHSTAR, subscribeToNorthstar } from "./northstar";

/**
 * The page's API with its session, as the page's own calls send it (same origin). For the setting a
 * journey starts from, not for the steps the journey is about: those go through the UI.
 */
export async function api(page: Page, method: string, path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.status() === 204 ? undefined : response.json();
}

export const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** A subscriber of Northstar (on `page`) who leads a new team of theirs as its CEO. */
export async function leaderWithTeam(page: Page, name: string) {
  const leader = newPerson("Mary");
  await signUpAndVerify(page, leader);
  await subscribeToNorthstar(page);
  const { team } = (await api(page, "POST", "/api/teams", {
    incubator: NORTHSTAR.slug,
    name: `${name} ${Date.now()}`,
    coreRole: "ceo",
  })) as { team: { slug: string; name: string } };
  return { leader, team };
}

/**
 * A second person in a browser of their own who belongs to Northstar: a guest, or a subscriber (who may
 * lead a team) when `subscribes` is set.
 */
export async function incubatorMember(browser: Browser, { subscribes = false } = {}) {
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  const member = newPerson("Grace");
  await signUpAndVerify(memberPage, member);
  if (subscribes) await subscribeToNorthstar(memberPage);
  else await api(memberPage, "POST", `/api/incubators/${NORTHSTAR.slug}/membership`);
  return { member, context, memberPage };
}

/**
 * A team of two: the leader (on `page`) forms it, the member (in a browser context of their own) joins
 * the incubator, asks to join, and the leader accepts.
 */
export async function teamOfTwo(
  page: Page,
  browser: Browser,
  name: string,
  { memberSubscribes = false } = {},
) {
  const { leader, team } = await leaderWithTeam(page, name);
  const { member, context, memberPage } = await incubatorMember(browser, { subscribes: memberSubscribes });
  const { application } = await api(memberPage, "POST", `/api/teams/${team.slug}/join-requests`, {});
  await api(page, "POST", `/api/applications/${application.id}/accept`);
  return { leader, member, team, memberContext: context, memberPage };
}

// The signed-in person bench/lighthouse.mjs opens the signed-in routes as: signed up and verified through
// the API (the development mailbox), subscribed to the first demo incubator, leading a team of their own
// with a few messages in its general channel, so /feed, /dashboard and the team's channel show content.
import { signedInPerson } from "./people.mjs";

const MESSAGES = 12;

/** POSTs `body` as the person; throws with the answer's text when it is not a success. */
async function post(baseUrl, cookie, path, body) {
  const response = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, Cookie: cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** The person's session cookie (a Cookie header) and their team's slug. */
export async function lighthousePerson(baseUrl, incubatorSlug) {
  const cookie = await signedInPerson(baseUrl, {
    email: `lighthouse-${Date.now()}@example.com`,
    name: "Lena Lighthouse",
  });
  // Subscribing is how a person may lead a team (e2e/support/northstar.ts takes the same two steps).
  const detail = await (await fetch(`${baseUrl}/api/incubators/${incubatorSlug}`)).json();
  const plan = detail.plans?.[0];
  if (!plan) throw new Error(`${incubatorSlug} offers no plan to subscribe to`);
  const { url } = await post(baseUrl, cookie, "/api/subscriptions", { planId: plan.id });
  const checkoutId = new URL(url, baseUrl).pathname.split("/").at(-1);
  await post(baseUrl, cookie, `/api/checkout/${checkoutId}/confirm`);
  const { team } = await post(baseUrl, cookie, "/api/teams", {
    incubator: incubatorSlug,
    name: "Lighthouse Team",
    coreRole: "ceo",
  });
  const channels = await (
    await fetch(`${baseUrl}/api/teams/${team.slug}/chat/channels`, { headers: { Cookie: cookie } })
  ).json();
  const general = channels.channels?.find((channel) => channel.isGeneral) ?? channels.channels?.[0];
  if (!general) throw new Error(`${team.slug} has no chat channel`);
  for (let number = 1; number <= MESSAGES; number += 1) {
    await post(baseUrl, cookie, `/api/chat/channels/${general.id}/messages`, {
      body: `Message ${number}: notes on **the interview plan**, see https://example.com/${number}`,
    });
  }
  return { cookie, teamSlug: team.slug };
}

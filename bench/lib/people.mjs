// Signed-in people for a benchmark: signed up through the API, verified, signed in; their session cookie.
import { withClient } from "./database.mjs";

export const BENCH_PASSWORD = "Hatch3ry!Passw0rd";

/** The session cookie a sign-in answered, as a Cookie header. */
export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/**
 * Client addresses, one per call, sent as X-Forwarded-For (the server must run with TRUST_PROXY):
 * each sign-up then counts against its own address's limits. `prefix` is two octets, such as "127.3".
 */
export function clientAddresses(prefix) {
  let number = 0;
  return () => {
    number += 1;
    return `${prefix}.${Math.floor(number / 250)}.${(number % 250) + 1}`;
  };
}

/**
 * Signs a person up and in and answers their cookie. The email is verified by its link in the development
 * mailbox (`/api/dev/mailbox`), or, with `databaseUrl`, straight in the database (a production server has
 * no mailbox). `nextAddress` (see clientAddresses) spreads the requests over client addresses.
 */
export async function signedInPerson(
  baseUrl,
  { email, name = "Bench Person", databaseUrl, nextAddress, origin = baseUrl },
) {
  const post = (path, body) =>
    fetch(baseUrl + path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        ...(nextAddress ? { "X-Forwarded-For": nextAddress() } : {}),
      },
      body: JSON.stringify(body),
    });
  const [firstName, ...rest] = name.split(" ");
  const signedUp = await post("/api/auth/sign-up/email", {
    email,
    password: BENCH_PASSWORD,
    name,
    firstName,
    lastName: rest.join(" ") || firstName,
  });
  if (!signedUp.ok) throw new Error(`sign-up of ${email}: ${signedUp.status} ${await signedUp.text()}`);
  if (databaseUrl) {
    await withClient(databaseUrl, (client) =>
      client.query("update users set email_verified = true where email = $1", [email]),
    );
  } else {
    const mailbox = await (await fetch(`${baseUrl}/api/dev/mailbox`)).json();
    const link = mailbox.messages
      .find((message) => message.to === email)
      ?.links.find((candidate) => candidate.includes("verify"));
    if (!link) throw new Error(`no verification link for ${email}`);
    await (await fetch(link, { redirect: "manual" })).arrayBuffer();
  }
  const signedIn = await post("/api/auth/sign-in/email", { email, password: BENCH_PASSWORD });
  if (!signedIn.ok) throw new Error(`sign-in of ${email}: ${signedIn.status} ${await signedIn.text()}`);
  return cookieOf(signedIn);
}

/** `count` people signed in four at a time (see signedInPerson); `optionsOf(index)` names each. */
export async function signedInPeople(baseUrl, count, optionsOf) {
  const cookies = [];
  for (let index = 0; index < count; index += 4) {
    const batch = [];
    for (let offset = index; offset < Math.min(index + 4, count); offset += 1) {
      batch.push(signedInPerson(baseUrl, optionsOf(offset)));
    }
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

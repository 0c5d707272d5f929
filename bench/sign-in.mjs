// Sign-in latency and the rate limits under a parallel burst, against the built server.
// Usage: npm run build && node bench/sign-in.mjs [--accounts 10] [--rounds 4]
//
// Each account signs in `rounds` times one after the other (below the SPEC's 5 per 5 minutes), each from
// its own client address (TRUST_PROXY with X-Forwarded-For), so the figures are the cost of a sign-in
// itself: the password hash check, the session row and the cookie. Then two bursts of 20 parallel
// attempts, one at sign-in and one at sign-up, each for a single email, show how many got through.
import { parseArgs } from "node:util";
import { startBuiltServer } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    accounts: { type: "string", default: "10" },
    rounds: { type: "string", default: "4" },
  },
});
const PASSWORD = "Hatch3ry!Passw0rd";

// Development mode keeps mail in the database and shows it at /api/dev/mailbox, which is how the
// benchmark verifies its accounts; it changes nothing on the sign-in path.
const server = await startBuiltServer({
  port: 3201,
  env: {
    NODE_ENV: "development",
    TRUST_PROXY: "true",
    SEED_DEMO: "false",
    PUBLIC_URL: "http://127.0.0.1:3201",
  },
});

let clientNumber = 0;
/** A distinct client address for every caller, so the per-address limits do not mix into the figures. */
const nextClient = () => {
  clientNumber += 1;
  return `127.1.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
};

function post(path, body, client) {
  return fetch(server.baseUrl + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl, "X-Forwarded-For": client },
    body: JSON.stringify(body),
  });
}

async function signUpAndVerify(email) {
  const signedUp = await post(
    "/api/auth/sign-up/email",
    { email, password: PASSWORD, name: "Bench Person", firstName: "Bench", lastName: "Person" },
    nextClient(),
  );
  if (!signedUp.ok) throw new Error(`sign-up of ${email}: ${signedUp.status} ${await signedUp.text()}`);
  const mailbox = await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json();
  const message = mailbox.messages.find((candidate) => candidate.to === email);
  const link = message?.links.find((candidate) => candidate.includes("verify"));
  if (!link) throw new Error(`no verification link for ${email}`);
  const verified = await fetch(link, { redirect: "manual" });
  if (verified.status >= 400) throw new Error(`verifying ${email}: ${verified.status}`);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function tally(statuses) {
  const counts = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

try {
  const emails = Array.from({ length: Number(values.accounts) }, (_, i) => `bench-${i}@example.com`);
  for (const email of emails) await signUpAndVerify(email);

  const timings = [];
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const email of emails) {
      const started = performance.now();
      const response = await post("/api/auth/sign-in/email", { email, password: PASSWORD }, nextClient());
      await response.arrayBuffer();
      timings.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`);
    }
  }
  timings.sort((a, b) => a - b);
  console.table([
    {
      "sign-ins": timings.length,
      "p50 ms": percentile(timings, 50).toFixed(1),
      "p90 ms": percentile(timings, 90).toFixed(1),
      "p99 ms": percentile(timings, 99).toFixed(1),
    },
  ]);

  // An unknown email must cost what a wrong password costs (both hash the password), or the answer time
  // tells which addresses have accounts. Medians of five wrong-password attempts (the per-email limit),
  // each from its own address, on an account used for nothing else.
  await signUpAndVerify("bench-timing@example.com");
  const wrongPasswordMedian = async (email) => {
    const durations = [];
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      const response = await post(
        "/api/auth/sign-in/email",
        { email, password: "Wrong!Passw0rd" },
        nextClient(),
      );
      await response.arrayBuffer();
      durations.push(performance.now() - started);
    }
    return durations.sort((a, b) => a - b)[2];
  };
  const knownMedian = await wrongPasswordMedian("bench-timing@example.com");
  const unknownMedian = await wrongPasswordMedian("nobody-here@example.com");
  console.table([
    {
      "wrong password, known email ms": knownMedian.toFixed(1),
      "unknown email ms": unknownMedian.toFixed(1),
      "ratio (target 0.5..2)": (unknownMedian / knownMedian).toFixed(2),
    },
  ]);

  const burst = async (path, bodyFor) =>
    tally(
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await post(path, bodyFor(i), nextClient());
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
  const signInBurst = await burst("/api/auth/sign-in/email", () => ({
    email: "burst-target@example.com",
    password: "Wrong!Passw0rd",
  }));
  const signUpBurst = await burst("/api/auth/sign-up/email", () => ({
    email: "burst-new@example.com",
    password: PASSWORD,
    name: "Burst Person",
    firstName: "Burst",
    lastName: "Person",
  }));
  console.info("20 parallel sign-ins, one email, 20 addresses (status: count):", signInBurst);
  console.info("20 parallel sign-ups, one email, 20 addresses (status: count):", signUpBurst);
} finally {
  await server.stop();
}

// Chat delivery: N connected chat clients on one instance while M members send messages through the
// API at a steady rate. Prints the p50/p99 delivery time (from the start of each send to its arrival at
// each client), the server's RSS and its CPU time over the sends, and then the same for a bare
// node:http server (bench/lib/bare-sse-server.mjs) that writes the real server's frame to the same
// number of streams at the same rate: the floor the server's CPU per delivery is weighed against.
// Run by hand:
//   npm run build && node bench/chat.mjs [--clients 500] [--rate 200] [--seconds 30] [--warm-up 5] [--cpu-prof DIR]
//     [--skip-bare] [--admin-url postgres://postgres@127.0.0.1:5432/postgres]
//
// A person may send 30 messages a minute (the flood limit) and hold 5 streams, so the rate is spread
// over `rate` senders sending one message a second each, and the clients over clients / 5 readers; all
// are members of one team whose channel they share. The server runs on a throwaway PostgreSQL database.
import { fork } from "node:child_process";
import http from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { query } from "./lib/database.mjs";
import {
  openEventStreams,
  STREAMS_PER_PERSON,
  startServerOnThrowawayDatabase,
} from "./lib/event-streams.mjs";
import {
  cpuMilliseconds,
  MB,
  percentile,
  postgresCpuByProcess,
  postgresCpuSince,
  rssBytes,
} from "./lib/measures.mjs";
import { clientAddresses, signedInPeople } from "./lib/people.mjs";
import { repoRoot } from "./lib/server.mjs";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "500" },
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "30" },
    // Seconds of the same traffic before the measured part, from other senders and not counted: the
    // server's code and connections warm up as they would long before any real channel got busy.
    "warm-up": { type: "string", default: "5" },
    port: { type: "string", default: "3273" },
    "admin-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    // A folder for the server's CPU profile (node --cpu-prof), written when the server stops.
    "cpu-prof": { type: "string" },
    // Measures the real server only.
    "skip-bare": { type: "boolean", default: false },
    "bare-port": { type: "string", default: "3274" },
  },
});
const CLIENTS = Number(values.clients);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const WARM_UP_SECONDS = Number(values["warm-up"]);

/** Transactions committed in the bench's database so far (each autocommitted statement is one). */
async function committedTransactions(url) {
  const [row] = await query(
    url,
    "select xact_commit from pg_stat_database where datname = current_database()",
  );
  return Number(row.xact_commit);
}

/** The delivered frame with `{{body}}` for the bench message's body (see bare-sse-server.mjs). */
function bareTemplate(frame) {
  if (frame === undefined) throw new Error("no message frame arrived from the server to copy");
  return frame.replace(/chat bench #\d+/g, "{{body}}");
}

/** Starts the bare node:http server on its own process, writing `template`'s frames. */
async function startBareServer(template) {
  const bareUrl = `http://127.0.0.1:${values["bare-port"]}`;
  const child = fork(join(repoRoot, "bench/lib/bare-sse-server.mjs"), {
    env: { ...process.env, BARE_PORT: values["bare-port"], BARE_FRAME_TEMPLATE: template },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return {
    baseUrl: bareUrl,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

const { server, databaseUrl, stop } = await startServerOnThrowawayDatabase({
  adminUrl: values["admin-url"],
  label: "chat",
  port: Number(values.port),
  nodeArgs: values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : [],
});
try {
  const nextAddress = clientAddresses("127.3");
  // Sends go over plain node:http keep-alive sockets, as the streams below do: fetch costs the bench's
  // process about a millisecond of the shared cores per request, several times what the server's
  // answer is timed against. Resolves with the status once the whole answer has arrived.
  const sendAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const post = (baseUrl, path, body, cookie) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method: "POST",
          agent: sendAgent,
          headers: {
            "Content-Type": "application/json",
            "Content-Length": Buffer.byteLength(payload),
            Origin: baseUrl,
            "X-Forwarded-For": nextAddress(),
            Cookie: cookie,
          },
        },
        (response) => {
          response.on("error", reject);
          response.on("end", () => resolve(response.statusCode));
          response.resume();
        },
      );
      request.on("error", reject);
      request.end(payload);
    });

  // The warm-up's senders are people of their own: the flood limit allows each 30 messages a minute.
  const people = Math.max(RATE * (WARM_UP_SECONDS > 0 ? 2 : 1), Math.ceil(CLIENTS / STREAMS_PER_PERSON));
  console.info(`signing up ${people} people…`);
  const cookies = await signedInPeople(server.baseUrl, people, (index) => ({
    email: `chat-bench-${index}@example.com`,
    name: `Bench ${index}`,
    nextAddress,
  }));

  // One team with everyone in it; its general channel comes with it (the creation trigger).
  const [team] = await query(
    databaseUrl,
    `with lab as (insert into incubators (slug, name) values ('chat-bench', 'Chat Bench') returning id)
     insert into teams (incubator_id, slug, name) select id, 'chat-bench-team', 'Chat Bench Team' from lab returning id`,
  );
  await query(
    databaseUrl,
    `insert into team_members (team_id, user_id) select $1, id from users where email like 'chat-bench-%'`,
    [team.id],
  );
  const [channel] = await query(databaseUrl, "select id from chat_channels where team_id = $1", [team.id]);

  /**
   * Opens the streams on one server, warms it up, sends at the rate and measures: the real server, then
   * the bare one with the same clients and sends. With `captureFrame`, also answers the text of one
   * delivered message frame (for the bare server to write).
   */
  async function measureTarget({ label, baseUrl, pid, sendPath, cookieFor, captureFrame }) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssBytes(pid);
    let frame;

    console.info(`${label}: opening ${CLIENTS} streams…`);
    const sentAt = new Map();
    const latencies = [];
    // Each stream scans its whole frames for the bench's message numbers, without splitting them.
    const POSTED = "event: chat.message_posted\n";
    const MARK = "chat bench #";
    function onText(_index, text, whole, receivedAt) {
      // Only the posted event counts (an update of the same message would count twice).
      for (let at = text.indexOf(POSTED); at !== -1 && at < whole; ) {
        const frameEnd = text.indexOf("\n\n", at);
        const mark = text.indexOf(MARK, at);
        if (mark !== -1 && mark < frameEnd) {
          if (captureFrame && frame === undefined) {
            const frameStart = text.lastIndexOf("\n\n", at) + 2;
            frame = text.slice(frameStart, frameEnd + 2);
          }
          let number = 0;
          for (let digit = mark + MARK.length; ; digit += 1) {
            const code = text.charCodeAt(digit) - 48;
            if (!(code >= 0 && code <= 9)) break;
            number = number * 10 + code;
          }
          const started = sentAt.get(number);
          if (started !== undefined) latencies.push(receivedAt - started);
        }
        at = text.indexOf(POSTED, frameEnd);
      }
    }
    const streams = await openEventStreams({ baseUrl, count: CLIENTS, cookieFor, onText });
    try {
      const rssConnected = rssBytes(pid);

      /**
       * Sends `RATE` messages a second for `seconds`, each person of `senders` one a second; `onSent`
       * gets each message's number, the time it was sent and its send's promise of the status.
       */
      async function sendAtRate(seconds, senders, body, onSent) {
        const startedAt = performance.now();
        for (let second = 0; second < seconds; second += 1) {
          for (let sender = 0; sender < RATE; sender += 1) {
            const due = startedAt + second * 1000 + (sender * 1000) / RATE;
            const wait = due - performance.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            const number = second * RATE + sender + 1;
            const sendStarted = performance.now();
            onSent(
              number,
              sendStarted,
              post(baseUrl, sendPath, { body: body(number) }, cookieFor(senders[sender])),
            );
          }
        }
      }
      const senders = (from) => Array.from({ length: RATE }, (_, index) => from + index);

      if (WARM_UP_SECONDS > 0) {
        console.info(
          `${label}: warming up, ${RATE} messages a second for ${WARM_UP_SECONDS} s, not counted…`,
        );
        const warmUp = [];
        // No "chat bench #" in these bodies: the streams do not count them.
        await sendAtRate(
          WARM_UP_SECONDS,
          senders(RATE),
          (number) => `warm-up ${number}`,
          (_, __, sent) => warmUp.push(sent.catch(() => {})),
        );
        await Promise.all(warmUp);
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }

      console.info(`${label}: sending ${RATE} messages a second for ${SECONDS} s…`);
      let sequence = 0;
      let refused = 0;
      const refusals = new Map();
      const sends = [];
      // Send to answer: how long the server took to take each message, apart from its delivery.
      const answerTimes = [];
      const cpuBefore = cpuMilliseconds(pid);
      const postgresCpuBefore = postgresCpuByProcess();
      const transactionsBefore = await committedTransactions(databaseUrl);
      const clientCpuBefore = process.cpuUsage();
      await sendAtRate(
        SECONDS,
        senders(0),
        (number) => `chat bench #${number}`,
        (number, sendStarted, sent) => {
          sequence += 1;
          sentAt.set(number, sendStarted);
          sends.push(
            sent
              .then((status) => {
                answerTimes.push(performance.now() - sendStarted);
                if (status !== 201) {
                  refused += 1;
                  refusals.set(status, (refusals.get(status) ?? 0) + 1);
                }
              })
              .catch(() => {
                refused += 1;
                refusals.set("network", (refusals.get("network") ?? 0) + 1);
              }),
          );
        },
      );
      await Promise.all(sends);
      const expected = (sequence - refused) * CLIENTS;
      const deadline = performance.now() + 15_000;
      while (latencies.length < expected && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const rssAfter = rssBytes(pid);
      const cpuUsed = (cpuMilliseconds(pid) - cpuBefore) / 1000;
      const postgresCpuUsed = postgresCpuSince(postgresCpuBefore) / 1000;
      // Statistics reach the view within a second or so of each commit: the wait for the last
      // deliveries above leaves time for it.
      const transactions = (await committedTransactions(databaseUrl)) - transactionsBefore;
      const clientCpu = process.cpuUsage(clientCpuBefore);
      latencies.sort((a, b) => a - b);
      answerTimes.sort((a, b) => a - b);
      if (refusals.size > 0) console.info(`${label}: refused sends by status:`, Object.fromEntries(refusals));
      const row = {
        server: label,
        clients: CLIENTS,
        "messages sent": sequence - refused,
        refused,
        "deliveries expected": expected,
        delivered: latencies.length,
        "p50 ms": Math.round(percentile(latencies, 0.5)),
        "p99 ms": Math.round(percentile(latencies, 0.99)),
        "answer p50 ms": Math.round(percentile(answerTimes, 0.5)),
        "answer p99 ms": Math.round(percentile(answerTimes, 0.99)),
        "max ms": Math.round(latencies.at(-1) ?? 0),
        "RSS before MB": (rssBefore / MB).toFixed(1),
        "RSS with streams MB": (rssConnected / MB).toFixed(1),
        "RSS after MB": (rssAfter / MB).toFixed(1),
        "server CPU s": cpuUsed.toFixed(1),
        "CPU µs per delivery": Math.round((cpuUsed * 1e6) / Math.max(1, latencies.length)),
        // The clients share the cores with the server: what they spend is not the server's to spend.
        "bench CPU s": ((clientCpu.user + clientCpu.system) / 1e6).toFixed(1),
        "PostgreSQL CPU s": postgresCpuUsed.toFixed(1),
        "transactions per send": (transactions / Math.max(1, sequence)).toFixed(1),
      };
      return { row, frame };
    } finally {
      streams.close();
    }
  }

  const real = await measureTarget({
    label: "hatchery server",
    baseUrl: server.baseUrl,
    pid: server.pid,
    sendPath: `/api/chat/channels/${channel.id}/messages`,
    cookieFor: (person) => cookies[person],
    captureFrame: true,
  });
  const rows = [real.row];
  if (!values["skip-bare"]) {
    // The same traffic against the floor: a bare node:http server writing the real server's frame.
    const bare = await startBareServer(bareTemplate(real.frame));
    try {
      const floor = await measureTarget({
        label: "bare node:http",
        baseUrl: bare.baseUrl,
        pid: bare.pid,
        sendPath: "/api/chat/channels/bare/messages",
        cookieFor: () => "",
        captureFrame: false,
      });
      rows.push(floor.row);
    } finally {
      await bare.stop();
    }
  }
  console.table(rows);
  if (rows.length === 2) {
    const [ours, floor] = rows;
    // From the seconds, not the rounded microseconds.
    const perDelivery = (row) => Number(row["server CPU s"]) / Math.max(1, row.delivered);
    const ratio = perDelivery(ours) / perDelivery(floor);
    console.info(
      `server CPU per delivery against the bare node:http server's: ${ratio.toFixed(2)}× (goal ≤ 2)`,
    );
  }
  console.info(
    `load average: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  console.info("goal: p99 ≤ 250 ms from send to receipt");
} finally {
  await stop();
}

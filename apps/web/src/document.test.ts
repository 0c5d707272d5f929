import { afterEach, expect, it, vi } from "vitest";
import { PAGE_READY_ATTRIBUTE } from "@/lib/page-ready";

const record = vi.fn();
vi.mock("@/lib/analytics/load-page-view-recorder", () => ({
  loadPageViewRecorder: () => Promise.resolve({ record }),
}));
const writeDatesForTheReader = vi.fn();
vi.mock("@/lib/reader-dates", () => ({ writeDatesForTheReader }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
  window.history.replaceState(null, "", "/");
});

it("marks a visitor's document ready at once and records its path, without the query", async () => {
  window.history.replaceState(null, "", "/faq?utm_source=newsletter#pricing");
  await import("./document");

  expect(document.documentElement.hasAttribute(PAGE_READY_ATTRIBUTE)).toBe(true);
  await vi.waitFor(() => expect(record).toHaveBeenCalledWith("/faq"));
  expect(record).toHaveBeenCalledTimes(1);
});

it("sends a directory's search when one of its filters is chosen", async () => {
  await import("./document");
  document.body.innerHTML = `<form id="search" method="get"><input name="search" value="cold"></form>
    <select name="stage" form="search"><option value="">Any stage</option><option value="idea">Idea</option></select>
    <form id="other" method="post"></form><select name="kind" form="other"><option>a</option><option>b</option></select>`;
  const sent: string[] = [];
  for (const form of document.querySelectorAll("form")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const fields = [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);
      sent.push(`${form.id}: ${fields.join("&")}`);
    });
  }
  const [stage, kind] = document.querySelectorAll("select");
  if (!stage || !kind) throw new Error("The page has no filters.");
  stage.value = "idea";
  stage.dispatchEvent(new Event("change", { bubbles: true }));
  kind.value = "b";
  kind.dispatchEvent(new Event("change", { bubbles: true }));

  expect(sent).toEqual(["search: search=cold&stage=idea"]);
  document.body.replaceChildren();
});

it("loads the date helpers only on a page with marked dates, and writes them for the reader there", async () => {
  vi.resetModules();
  await import("./document");
  await vi.waitFor(() => expect(record).toHaveBeenCalled());
  expect(writeDatesForTheReader).not.toHaveBeenCalled();

  document.body.innerHTML = `<time datetime="2026-12-01T09:00:00.000Z" data-written-as="date-time">Dec 1</time>`;
  vi.resetModules();
  await import("./document");
  await vi.waitFor(() => expect(writeDatesForTheReader).toHaveBeenCalledTimes(1));
  document.body.replaceChildren();
});

it("writes a page's dates once a worker has loaded the browser's date data", async () => {
  const workers: EventTarget[] = [];
  vi.stubGlobal(
    "Worker",
    class extends EventTarget {
      constructor(readonly address: string) {
        super();
        workers.push(this);
      }
      terminate() {}
    },
  );
  writeDatesForTheReader.mockClear();
  document.head.innerHTML = `<meta name="hatchery-intl-warm-up" content="/assets/intl-warm-up-a1.js">`;
  document.body.innerHTML = `<time datetime="2026-12-01T09:00:00.000Z" data-written-as="date">Dec 1</time>`;
  vi.resetModules();
  await import("./document");
  await vi.waitFor(() => expect(record).toHaveBeenCalled());
  expect(workers).toEqual([expect.objectContaining({ address: "/assets/intl-warm-up-a1.js" })]);
  expect(writeDatesForTheReader).not.toHaveBeenCalled();

  workers[0]?.dispatchEvent(new MessageEvent("message"));
  await vi.waitFor(() => expect(writeDatesForTheReader).toHaveBeenCalledTimes(1));
  document.body.replaceChildren();
});

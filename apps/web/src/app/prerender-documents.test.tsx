import {
  courseEndpoints,
  endpointUrl,
  fundingCallEndpoints,
  incubatorEndpoints,
  PAGE_LIMIT_MAX,
  PAGES_SERVED_AS_DOCUMENTS,
  projectEndpoints,
  teamEndpoints,
} from "@hatchery/shared";
import { projectListQuery, readProjectFilters } from "@hatchery/shared/directory-filters";
import { within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { courseFixture, courseListFixture } from "@/features/classrooms/test/course-fixtures";
import { projectDetailFixture, projectSummaryFixture } from "@/features/projects/test/fixtures";
import { teamCardFixture } from "@/features/teams/test/fixtures";
import { stubApi } from "@/test/api-stub";
import { detailFixture, planFixture, summaryFixture } from "@/test/incubator-fixtures";
import { teamDetailFixture } from "@/test/position-fixtures";
import { prerenderPage, prerenderPages } from "./prerender";

/*
 * A visitor's documents (decision 083), which no app hydrates: rendered whole with React's static
 * renderer, in a file of their own (STATIC_RENDER_TESTS in vitest.config.ts).
 */

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  window.history.replaceState(null, "", "/");
});

describe("a visitor's documents", () => {
  it("renders the pages sent to a visitor as documents signed out, with no control a script must answer", async () => {
    const documents = await prerenderPages({ asDocuments: true });
    expect(Object.keys(documents)).toEqual([...PAGES_SERVED_AS_DOCUMENTS.built]);
    for (const id of PAGES_SERVED_AS_DOCUMENTS.built) {
      const html = documents[id]?.html ?? "";
      expect(html, id).toContain("<h1");
      expect(html, id).toMatch(/<a [^>]*href="\/auth[^"]*"[^>]*>Sign in<\/a>/);
      // The header's menu is a popover, which the browser opens: every other button needs the app.
      const buttons = [...html.matchAll(/<button[^>]*>[\s\S]*?<\/button>/g)].map((match) => match[0]);
      expect(buttons, id).toHaveLength(1);
      expect(buttons[0], id).toMatch(/popovertarget=/i);
      // Nor may a form or a field: without the app, nothing would read them.
      expect(html, id).not.toMatch(/<(form|input|select|textarea)\b/);
    }
  });

  it.each([
    [
      "/teams/rocket",
      endpointUrl(teamEndpoints.detail, { slug: "rocket" }),
      teamDetailFixture("signed-out"),
      ["Members", "Open positions"],
    ],
    [
      "/projects/solar-kit",
      endpointUrl(projectEndpoints.detail, { slug: "solar-kit" }),
      projectDetailFixture(),
      ["Milestones"],
    ],
  ])(
    "renders %s as a visitor's document whole, with no control a script must answer",
    async (path, address, answer, laterSections) => {
      stubApi({});
      window.history.replaceState(null, "", path);
      const page = await prerenderPage(path, { reads: [{ address, answer }], asDocument: true });
      // In their places: nothing left for a script to move there (React's out-of-order parts).
      expect(page.html).not.toMatch(/<script|<template|<div hidden/);
      container.innerHTML = page.html;
      // Every section, those a browser mounts when they come into view included.
      const headings = [...container.querySelectorAll("h2")].map((heading) => heading.textContent);
      for (const name of laterSections) expect(headings).toContainEqual(expect.stringMatching(name));
      const banner = within(container).getAllByRole("banner")[0] as HTMLElement;
      expect(within(banner).getByRole("link", { name: "Sign in" })).toBeInTheDocument();
      const buttons = within(container).getAllByRole("button", { hidden: true });
      expect(buttons.map((button) => button.textContent)).toEqual(["Menu"]);
      expect(container.querySelector("form, input, select, textarea")).toBeNull();
    },
  );

  it("marks a project's dates for the reader's browser, so its document writes none in the server's zone alone", async () => {
    stubApi({});
    const path = "/projects/solar-kit";
    window.history.replaceState(null, "", path);
    const reads = [
      {
        address: endpointUrl(projectEndpoints.detail, { slug: "solar-kit" }),
        answer: projectDetailFixture(),
      },
    ];

    const page = await prerenderPage(path, { reads, asDocument: true });
    expect(page.reader).toBe("");
    container.innerHTML = page.html;
    const answer = projectDetailFixture();
    const updates = [...container.querySelectorAll('time[data-written-as="relative"]')];
    expect(updates.map((time) => time.getAttribute("datetime"))).toEqual(
      answer.recentUpdates.map((update) => update.createdAt),
    );
    for (const time of updates) expect(time.getAttribute("data-title-as")).toBe("date-time");
    const dueDays = [...container.querySelectorAll('time[data-written-as="calendar-day"]')];
    expect(dueDays.map((time) => time.getAttribute("datetime"))).toEqual(["2026-03-01", "2026-06-01"]);
    // The milestone not done carries its day, to be marked overdue by the reader's today; the done one not.
    expect(container.querySelector('[data-due-on="2026-06-01"]')).not.toBeNull();
    expect(container.querySelector('[data-due-on="2026-03-01"]')).toBeNull();
  });

  it("renders a directory for its address's filters, with a search the browser sends", async () => {
    stubApi({});
    const path = "/projects?status=launched&tag=energy";
    window.history.replaceState(null, "", path);
    const query = new URL(path, "http://localhost").searchParams;
    // The reads the server makes for it, asked as the page asks them.
    const reads = [
      {
        address: endpointUrl(projectEndpoints.list, undefined, projectListQuery(readProjectFilters(query))),
        answer: {
          items: [projectSummaryFixture({ name: "Solar Kit", status: "launched" })],
          nextCursor: null,
        },
      },
      {
        address: endpointUrl(incubatorEndpoints.list, undefined, { limit: String(PAGE_LIMIT_MAX) }),
        answer: {
          items: [summaryFixture()],
          nextCursor: null,
        },
      },
    ];

    const page = await prerenderPage(path, { reads, asDocument: true });
    expect(page.html).not.toMatch(/<script|<template|<div hidden/);
    container.innerHTML = page.html;

    expect(within(container).getByRole("list", { name: "Projects" })).toHaveTextContent("Solar Kit");
    const form = within(container).getByRole("form", { name: "Search projects" });
    expect(form).toHaveAttribute("method", "get");
    // Every filter goes with the search, showing the address's own (checked as written: the test's DOM
    // reads a select's value otherwise).
    const names = [...(form as HTMLFormElement).elements].map((field) => field.getAttribute("name"));
    expect(names).toEqual(["search", "tag", null, "status", "incubator"]);
    expect(page.html).toMatch(/<input [^>]*name="tag" value="energy"/);
    expect(page.html).toMatch(/<option value="launched" selected="">/);
    expect(page.html).toMatch(/<option value="" selected="">All incubators/);
    expect(within(container).getByRole("option", { name: "Acme Labs" })).toHaveValue("acme-labs");
    const buttons = within(container).getAllByRole("button", { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual(["Menu", "Search"]);
    expect(within(container).getByRole("link", { name: "Clear filters" })).toHaveAttribute(
      "href",
      "/projects",
    );
  });

  it("renders an incubator with its courses, funding and community, its plan buttons as links to the app's dialog", async () => {
    stubApi({});
    const path = "/incubators/acme-labs";
    window.history.replaceState(null, "", path);
    const opensAt = "2026-12-01T09:00:00.000Z";
    const closesAt = "2027-01-15T17:00:00.000Z";
    // The reads the server makes for it (DOCUMENT_FURTHER_READS), as the page's sections ask them.
    const reads = [
      {
        address: endpointUrl(incubatorEndpoints.detail, { slug: "acme-labs" }),
        answer: detailFixture({
          plans: [planFixture(), planFixture({ id: "plan-2", name: "Charter Member", trialPeriodDays: 180 })],
        }),
      },
      {
        address: endpointUrl(courseEndpoints.list, { slug: "acme-labs" }),
        answer: courseListFixture({
          items: [courseFixture({ title: "Pitching 101", access: "locked", visibility: "subscribers" })],
        }),
      },
      {
        address: endpointUrl(fundingCallEndpoints.list, { slug: "acme-labs" }),
        answer: {
          items: [
            {
              id: "call-1",
              title: "Winter seed round",
              currency: "EUR",
              poolCents: 5_000_000,
              maxAwardCents: 1_000_000,
              committedCents: 0,
              opensAt,
              closesAt,
              publishedAt: opensAt,
              closedAt: null,
              eligibleStages: ["idea"],
              phase: "open",
              incubator: { id: "inc-1", slug: "acme-labs", name: "Acme Labs" },
            },
          ],
          canManage: false,
        },
      },
      {
        address: endpointUrl(teamEndpoints.list, undefined, { incubator: "acme-labs" }),
        answer: { items: [teamCardFixture({ name: "Rocket Crew" })], nextCursor: null },
      },
      {
        address: endpointUrl(projectEndpoints.list, undefined, { incubator: "acme-labs" }),
        answer: { items: [projectSummaryFixture({ name: "Solar Kit" })], nextCursor: null },
      },
    ];

    const page = await prerenderPage(path, { reads, asDocument: true });
    expect(page.html).not.toMatch(/<script|<template|<div hidden/);
    // Its dates are marked for the reader's browser: none written in the server's zone alone.
    expect(page.reader).toBe("");
    container.innerHTML = page.html;

    const headings = [...container.querySelectorAll("h2, h3")].map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(["Plans", "Courses", "Funding", "Community", "Teams"]));
    expect(container).toHaveTextContent("Pitching 101");
    expect(within(container).getByRole("link", { name: "Rocket Crew" })).toHaveAttribute(
      "href",
      "/teams/night-owls",
    );
    expect(within(container).getByRole("link", { name: "Solar Kit" })).toBeInTheDocument();
    const times = [...container.querySelectorAll('time[data-written-as="date-time"]')];
    expect(times.map((time) => time.getAttribute("datetime"))).toEqual([opensAt, closesAt]);

    // What opens the plans dialog in the app is a link to the page that opens it there.
    const linkTo = (name: string) =>
      within(container)
        .getAllByRole("link", { name })
        .map((link) => link.getAttribute("href"));
    expect(linkTo("See plans")).toEqual(["/incubators/acme-labs?plans"]);
    expect(linkTo("Become Charter Member")).toEqual(["/incubators/acme-labs?plans=charter"]);
    expect(linkTo("Upgrade to open")).toEqual(["/incubators/acme-labs?plans=upgrade"]);
    // The membership panel's and the phone's action bar's.
    expect(linkTo("Subscribe")).toEqual(["/incubators/acme-labs?plans", "/incubators/acme-labs?plans"]);
    const buttons = within(container).getAllByRole("button", { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual(["Menu"]);
    expect(container.querySelector("form, input, select, textarea")).toBeNull();
  });
});

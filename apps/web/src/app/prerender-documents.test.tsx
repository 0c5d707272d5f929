import { endpointUrl, PAGES_SERVED_AS_DOCUMENTS, projectEndpoints, teamEndpoints } from "@hatchery/shared";
import { within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectDetailFixture } from "@/features/projects/test/fixtures";
import { stubApi } from "@/test/api-stub";
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
});

import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, expect, it } from "vitest";
import { MarkdownProse } from "./markdown-prose";

const HTML =
  '<p>See <a href="/teams?tab=open">open teams</a>, <a href="#plans">the plans</a> and <a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer nofollow ugc">our friends</a>.</p>';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

/*
 * Whether the app took each click over (it prevents the browser's own navigation), seen after the app's
 * handler; the click is then kept from the test browser, which would otherwise try to load the address.
 */
const takenOver: boolean[] = [];
function recordClick(event: MouseEvent) {
  takenOver.push(event.defaultPrevented);
  event.preventDefault();
}
beforeEach(() => {
  takenOver.length = 0;
  window.addEventListener("click", recordClick);
});
afterEach(() => window.removeEventListener("click", recordClick));

function renderProse() {
  render(
    <MemoryRouter initialEntries={["/incubators/acme"]}>
      <Routes>
        <Route path="*" element={<MarkdownProse html={HTML} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it("shows the server's HTML as it is", () => {
  renderProse();
  expect(screen.getByRole("link", { name: "our friends" })).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow ugc",
  );
  expect(screen.getByRole("link", { name: "open teams" }).closest("p")).toHaveTextContent(
    "See open teams, the plans and our friends.",
  );
});

it("follows a link to this site in the app", () => {
  renderProse();
  fireEvent.click(screen.getByRole("link", { name: "open teams" }));
  expect(takenOver).toEqual([true]);
  expect(screen.getByRole("status", { name: "where" })).toHaveTextContent("/teams?tab=open");
});

it("leaves other sites, fragments and modified clicks to the browser", () => {
  renderProse();
  fireEvent.click(screen.getByRole("link", { name: "our friends" }));
  fireEvent.click(screen.getByRole("link", { name: "the plans" }));
  fireEvent.click(screen.getByRole("link", { name: "open teams" }), { ctrlKey: true });
  expect(takenOver).toEqual([false, false, false]);
  expect(screen.getByRole("status", { name: "where" })).toHaveTextContent("/incubators/acme");
});

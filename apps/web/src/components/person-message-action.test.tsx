import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { PersonMessageActionFor, PersonMessageActionProvider } from "./person-message-action";

afterEach(() => {
  vi.unstubAllGlobals();
});

const grace = { id: "user-2", name: "Grace Hopper", image: null, handle: "grace-hopper" };
const self = { id: "user-1", name: "Ada Lovelace", image: null, handle: "ada-lovelace" };

describe("PersonMessageActionFor", () => {
  it("offers the page's action for another person, never for the viewer", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    renderWithProviders(
      <PersonMessageActionProvider action={(person) => <button type="button">Message {person.name}</button>}>
        <PersonMessageActionFor person={grace} />
        <PersonMessageActionFor person={self} />
      </PersonMessageActionProvider>,
      { path: "/dashboard" },
    );
    expect(await screen.findByRole("button", { name: "Message Grace Hopper" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Message Ada Lovelace" })).not.toBeInTheDocument();
  });

  it("shows nothing where the page provides no action, or to a visitor", async () => {
    stubApi({ "GET /api/account/me": reply(200, null) });
    renderWithProviders(
      <>
        <PersonMessageActionFor person={grace} />
        <PersonMessageActionProvider action={() => <button type="button">Message</button>}>
          <PersonMessageActionFor person={grace} />
        </PersonMessageActionProvider>
        <p>Loaded</p>
      </>,
      { path: "/dashboard" },
    );
    expect(await screen.findByText("Loaded")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

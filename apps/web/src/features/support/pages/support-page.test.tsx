// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/support/support-form-schema";
import { SUPPORT_SENT_MESSAGE } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as toasts from "@/lib/toast";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { SupportPage } from "./support-page";

const toast = vi.spyOn(toasts, "toast");

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
  window.localStorage.clear();
});

/** Colour contrast needs a layout engine and landmarks come from the app shell: both are checked end to end. */
async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.length})`)).toEqual([]);
}

function renderPage({ signedIn = false } = {}) {
  // Public pages read the session only when this browser last had one.
  if (signedIn) window.localStorage.setItem("hatchery.session", "1");
  const api = stubApi({
    "GET /api/account/me": reply(200, sessionFixture()),
    "POST /api/support": reply(202, { message: SUPPORT_SENT_MESSAGE }),
  });
  renderWithProviders(<SupportPage />, { path: "/support" });
  return { api, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name);

describe("SupportPage", () => {
  it("is a contact page with one heading, what to expect, and labelled fields", async () => {
    const { api } = renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Contact support" })).toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "What to expect" })).toHaveTextContent(
      "Your message goes by email to the administrators of this site.",
    );
    const form = screen.getByRole("form", { name: "Contact support" });
    for (const name of ["Name", "Email", "Subject", "Message"]) {
      expect(within(form).getByLabelText(name)).toHaveValue("");
    }
    // Signed out and never signed in here: no session lookup at all.
    expect(api.calls("GET /api/account/me")).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("fills in a signed-in person's name and email", async () => {
    renderPage({ signedIn: true });
    await waitFor(() => expect(field("Name")).toHaveValue("Ada Lovelace"));
    expect(field("Email")).toHaveValue("ada@example.com");
  });

  it("checks the fields with the shared rules and sends nothing while one is wrong", async () => {
    const { api, user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email format")).toBeInTheDocument();
    expect(screen.getByText("Subject is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(field("Name")).toHaveFocus();

    await user.type(field("Name"), "Grace");
    await user.type(field("Email"), "grace@");
    await user.type(field("Subject"), "s".repeat(151));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Subject must be at most 150 characters")).toBeInTheDocument();
    expect(screen.getByText("Invalid email format")).toBeInTheDocument();
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(api.calls("POST /api/support")).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it("sends the message, confirms it in the server's words and lets the person write another", async () => {
    const { api, user } = renderPage();
    await user.type(field("Name"), "  Grace Hopper ");
    await user.type(field("Email"), " Grace@Example.com");
    await user.type(field("Subject"), "Billing question");
    await user.type(field("Message"), "When does my trial end?");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const confirmation = await screen.findByText(SUPPORT_SENT_MESSAGE);
    expect(confirmation.closest("[data-slot=alert]")).toHaveTextContent(
      "We will answer by email at grace@example.com.",
    );
    expect(toast).toHaveBeenCalledWith({ title: SUPPORT_SENT_MESSAGE });
    expect(api.calls("POST /api/support").map((request) => request.body)).toEqual([
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        subject: "Billing question",
        message: "When does my trial end?",
      },
    ]);

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(field("Subject")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
    expect(field("Name")).toHaveValue("Grace Hopper");
    expect(field("Email")).toHaveValue("grace@example.com");
  });

  it("puts the server's field errors under their fields and other refusals above the form", async () => {
    const { api, user } = renderPage();
    await user.type(field("Name"), "Grace");
    await user.type(field("Email"), "grace@example.com");
    await user.type(field("Subject"), "Hello");
    await user.type(field("Message"), "Hi there");
    api.on(
      "POST /api/support",
      reply(422, {
        error: {
          code: "validation_failed",
          message: "Some fields are invalid.",
          issues: [{ path: ["name"], message: "Name is required" }],
        },
      }),
    );
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(field("Name")).toHaveFocus();

    const limited = "Too many messages were sent from this address. Please try again in 10 minutes.";
    api.on("POST /api/support", apiError(429, "rate_limited", limited));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(limited);
    expect(toast).not.toHaveBeenCalled();
  });
});

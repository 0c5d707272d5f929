import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { DevMailboxPage } from "./dev-mailbox-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const messages = [
  {
    id: "m2",
    to: "grace@example.com",
    subject: "Reset your Hatchery password",
    text: "Reset it here: http://localhost:3000/api/auth/reset-password/abc",
    links: ["http://localhost:3000/api/auth/reset-password/abc"],
    attachments: [
      {
        id: "a1",
        filename: "kick-off.ics",
        contentType: "text/calendar; method=REQUEST",
        size: 2560,
        url: "/api/dev/mailbox/m2/attachments/a1",
      },
    ],
    createdAt: "2026-11-21T10:05:00.000Z",
  },
  {
    id: "m1",
    to: "ada@example.com",
    subject: "Verify your email address",
    text: "Verify: http://localhost:3000/api/auth/verify-email?token=t",
    links: ["http://localhost:3000/api/auth/verify-email?token=t", "javascript:alert(1)"],
    attachments: [],
    createdAt: "2026-11-21T10:00:00.000Z",
  },
];

const offered = (devMailbox: boolean) => reply(200, { linkedin: false, devMailbox, aiFeedback: false });

describe("DevMailboxPage", () => {
  it("lists each message, newest first, with recipient, subject, time and links", async () => {
    stubApi({ "GET /api/config": offered(true), "GET /api/dev/mailbox": reply(200, { messages }) });
    renderWithProviders(<DevMailboxPage />, { path: "/dev/mailbox" });

    const list = await screen.findByRole("list", { name: "Messages" });
    const items = [...list.children] as HTMLElement[];
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Reset your Hatchery password",
      "Verify your email address",
    ]);
    const [newest, oldest] = items as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent("grace@example.com");
    expect(newest.querySelector("time")).toHaveAttribute("datetime", "2026-11-21T10:05:00.000Z");
    expect(
      within(newest).getByRole("link", { name: "http://localhost:3000/api/auth/reset-password/abc" }),
    ).toHaveAttribute("href", "http://localhost:3000/api/auth/reset-password/abc");
    const attachments = within(newest).getByRole("list", {
      name: "Attachments of “Reset your Hatchery password”",
    });
    const download = within(attachments).getByRole("link", { name: "kick-off.ics" });
    expect(download).toHaveAttribute("href", "/api/dev/mailbox/m2/attachments/a1");
    expect(download).toHaveAttribute("download", "kick-off.ics");
    expect(attachments).toHaveTextContent("text/calendar; method=REQUEST, 2.5 KB");
    expect(within(oldest).getAllByRole("link")).toHaveLength(1);
    expect(within(oldest).queryByRole("list", { name: /^Attachments/ })).toBeNull();
    expect(within(oldest).getByText("javascript:alert(1)").closest("a")).toBeNull();
  });

  it("says when there is no mail yet", async () => {
    stubApi({ "GET /api/config": offered(true), "GET /api/dev/mailbox": reply(200, { messages: [] }) });
    renderWithProviders(<DevMailboxPage />, { path: "/dev/mailbox" });
    expect(await screen.findByText(/No email yet/)).toBeInTheDocument();
  });

  it("explains that the mailbox exists only in development, without asking a server that keeps none", async () => {
    const api = stubApi({ "GET /api/config": offered(false) });
    renderWithProviders(<DevMailboxPage />, { path: "/dev/mailbox" });
    expect(await screen.findByText(/The mailbox is only available in development/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
    expect(api.calls("GET /api/dev/mailbox")).toHaveLength(0);
  });

  it("says the same when the mailbox answers 404 (production)", async () => {
    stubApi({
      "GET /api/config": offered(true),
      "GET /api/dev/mailbox": apiError(404, "not_found", "Not found"),
    });
    renderWithProviders(<DevMailboxPage />, { path: "/dev/mailbox" });
    expect(await screen.findByText(/The mailbox is only available in development/)).toBeInTheDocument();
  });
});

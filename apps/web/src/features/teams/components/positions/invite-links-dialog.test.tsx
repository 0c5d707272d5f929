import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { formatDate } from "@/lib/dates";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { inviteFixture, page } from "../../../../test/position-fixtures";
import { InviteLinksDialog } from "./invite-links-dialog";

afterEach(() => vi.unstubAllGlobals());

const grace = { id: "user-7", name: "Grace Hopper", image: null, handle: "grace-hopper" };
const forGrace = inviteFixture({
  id: "inv-grace",
  invitedUser: grace,
  expiresAt: "2099-02-01T10:00:00.000Z",
});
const forAnyone = inviteFixture({ id: "inv-open", maxUses: 5, useCount: 2 });
const revokedForAda = inviteFixture({
  id: "inv-ada",
  invitedUser: { id: "user-8", name: "Ada Lovelace", image: null, handle: "ada-lovelace" },
  state: "revoked",
  revokedAt: "2026-01-06T10:00:00.000Z",
});

function renderDialog() {
  const api = stubApi({
    "GET /api/positions/pos-1/invites": reply(200, page([forGrace, forAnyone, revokedForAda])),
  });
  renderWithProviders(
    <>
      <InviteLinksDialog
        position={{ id: "pos-1", title: "Founding engineer", status: "open" }}
        canCreate
        open
        onOpenChange={() => {}}
      />
      <Toaster />
    </>,
  );
  return { api, user: userEvent.setup() };
}

describe("InviteLinksDialog", () => {
  it("names the candidate each invitation was made for, or anyone with the link, with its state and expiry", async () => {
    renderDialog();
    const invitation = await screen.findByRole("listitem", { name: "Invitation for Grace Hopper" });
    expect(within(invitation).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "/people/grace-hopper",
    );
    expect(invitation).toHaveTextContent("Active");
    expect(invitation).toHaveTextContent(`expires ${formatDate("2099-02-01T10:00:00.000Z")}`);
    expect(within(invitation).getByRole("button", { name: "Revoke" })).toBeInTheDocument();

    const open = screen.getByRole("listitem", { name: "Link for anyone" });
    expect(open).toHaveTextContent("Anyone with the link");
    expect(open).toHaveTextContent("2 of 5 uses");
    expect(within(open).queryByRole("link")).not.toBeInTheDocument();

    const revoked = screen.getByRole("listitem", { name: "Invitation for Ada Lovelace" });
    expect(revoked).toHaveTextContent("Revoked");
    expect(within(revoked).queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument();
  });

  it("asks before revoking a candidate's invitation, naming them, and revokes only on confirmation", async () => {
    const { api, user } = renderDialog();
    const invitation = await screen.findByRole("listitem", { name: "Invitation for Grace Hopper" });
    await user.click(within(invitation).getByRole("button", { name: "Revoke" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Revoke the invitation for Grace Hopper?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.calls("DELETE /api/invites/inv-grace")).toHaveLength(0);

    api.on(
      "DELETE /api/invites/inv-grace",
      reply(200, { invite: { ...forGrace, state: "revoked", revokedAt: "2026-01-07T10:00:00.000Z" } }),
    );
    await user.click(within(invitation).getByRole("button", { name: "Revoke" }));
    const again = await screen.findByRole("alertdialog", { name: "Revoke the invitation for Grace Hopper?" });
    await user.click(within(again).getByRole("button", { name: "Revoke invitation" }));
    expect(await screen.findByText("Invitation revoked")).toBeInTheDocument();
    expect(api.calls("DELETE /api/invites/inv-grace")).toHaveLength(1);
  });
});

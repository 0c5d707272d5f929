import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { applicationDetailFixture, applicationFixture, page } from "../../../../test/position-fixtures";
import { MyApplicationsButton } from "./my-applications-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton(mine: ReturnType<typeof page>) {
  const api = stubApi({
    "GET /api/applications/mine": reply(200, mine),
    "GET /api/applications/app-1": reply(200, applicationDetailFixture()),
  });
  renderWithProviders(
    <>
      <MyApplicationsButton />
      <Toaster />
    </>,
  );
  return { api, user: userEvent.setup() };
}

describe("MyApplicationsButton", () => {
  it("lists the person's applications by team, with state and history", async () => {
    const { user } = renderButton(
      page([
        applicationFixture(),
        applicationFixture({ id: "app-2", status: "declined", declineReason: "We found someone." }),
      ]),
    );
    await user.click(screen.getByRole("button", { name: "My applications" }));
    const dialog = await screen.findByRole("dialog", { name: "My applications" });
    const [open, declined] = await within(dialog).findAllByRole("article", {
      name: "Rocket: Founding engineer",
    });
    expect(within(open as HTMLElement).getByText("Pending")).toBeInTheDocument();
    expect(within(open as HTMLElement).getByRole("link", { name: "Rocket" })).toHaveAttribute(
      "href",
      "/teams/rocket",
    );
    expect(within(declined as HTMLElement).getByText("Reason: We found someone.")).toBeInTheDocument();
    expect(
      within(declined as HTMLElement).queryByRole("button", { name: "Withdraw" }),
    ).not.toBeInTheDocument();

    await user.click(within(open as HTMLElement).getByRole("button", { name: "History" }));
    expect(await within(open as HTMLElement).findByRole("list", { name: "History" })).toHaveTextContent(
      "Grace Hopper",
    );
  });

  it("says so when there are none", async () => {
    const { user } = renderButton(page([]));
    await user.click(screen.getByRole("button", { name: "My applications" }));
    expect(await screen.findByText("You have not applied to any position yet.")).toBeInTheDocument();
  });

  it("withdraws an open application after asking, and shows a refusal", async () => {
    const { api, user } = renderButton(page([applicationFixture()]));
    await user.click(screen.getByRole("button", { name: "My applications" }));
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Withdraw your application?" });

    api.on(
      "POST /api/applications/app-1/withdraw",
      apiError(409, "conflict", "This application has already been decided"),
    );
    await user.click(within(confirm).getByRole("button", { name: "Withdraw application" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(
      "This application has already been decided",
    );

    api.on(
      "POST /api/applications/app-1/withdraw",
      reply(200, { application: applicationFixture({ status: "withdrawn" }) }),
    );
    api.on("GET /api/applications/mine", reply(200, page([applicationFixture({ status: "withdrawn" })])));
    await user.click(within(confirm).getByRole("button", { name: "Withdraw application" }));
    expect(await screen.findByText("Application withdrawn")).toBeInTheDocument();
    expect(await screen.findByText("Withdrawn")).toBeInTheDocument();
  });
});

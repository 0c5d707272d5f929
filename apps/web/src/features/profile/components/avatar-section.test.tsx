import { FILE_MAX_BYTES } from "@hatchery/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { AvatarSection } from "./avatar-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(image: string | null = null) {
  const account = sessionFixture();
  account.user.image = image;
  const view = renderWithProviders(
    <>
      <AvatarSection user={account.user} />
      <Toaster />
    </>,
  );
  view.queryClient.setQueryData(SESSION_QUERY_KEY, account);
  return view;
}

const photo = (name = "me.png", type = "image/png") =>
  new File([new Uint8Array([0x89, 0x50])], name, { type });
const fileInput = () => screen.getByLabelText("Choose a photo");
/** Sets the input's files as a browser would, ignoring `accept` (people can pick "All files"). */
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe("AvatarSection", () => {
  it("shows the initials when there is no photo, and the photo when there is one", () => {
    stubApi();
    const { unmount } = renderSection();
    expect(screen.getByRole("img", { name: "No photo yet" })).toHaveTextContent("AL");
    unmount();
    renderSection("/api/files/avatars/ada.png");
    expect(screen.getByRole("img", { name: "Your current avatar" })).toHaveAttribute(
      "src",
      "/api/files/avatars/ada.png",
    );
  });

  it("accepts only the image types", () => {
    stubApi();
    renderSection();
    expect(fileInput()).toHaveAttribute("accept", "image/jpeg,image/png,image/gif,image/webp");
  });

  it("refuses a file over 10 MB before uploading anything", async () => {
    const api = stubApi();
    renderSection();
    const large = photo();
    Object.defineProperty(large, "size", { value: FILE_MAX_BYTES + 1 });
    choose(large);
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining("File size exceeds 10MB limit"));
    expect(screen.getByRole("button", { name: "Upload photo" })).toBeDisabled();
    expect(screen.queryByRole("img", { name: "Preview of your new avatar" })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ["a PDF, allowed as a file but not as a photo", "cv.pdf", "application/pdf"],
    ["an SVG", "logo.svg", "image/svg+xml"],
    ["a PNG that says it is a script", "me.png", "text/javascript"],
  ])("refuses %s before uploading anything", (_, name, type) => {
    const api = stubApi();
    renderSection();
    choose(photo(name, type));
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining("File type not allowed"));
    expect(screen.getByRole("button", { name: "Upload photo" })).toBeDisabled();
    expect(api.requests).toHaveLength(0);
  });

  it("previews the photo, shows progress while uploading, then confirms", async () => {
    const api = stubApi({ "POST /api/account/avatar": reply(200, { image: "/api/files/avatars/new.png" }) });
    const stubbed = globalThis.fetch;
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      await held;
      return stubbed(...args);
    });
    const user = userEvent.setup();
    const { queryClient } = renderSection();

    choose(photo());
    expect(screen.getByRole("img", { name: "Preview of your new avatar" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(screen.getByRole("progressbar", { name: "Uploading your photo…" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Uploading…" })).toBeDisabled();

    release?.();
    expect(await screen.findByText("Photo updated")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    const body = api.calls("POST /api/account/avatar")[0]?.body;
    if (!(body instanceof FormData)) throw new Error("the photo must be sent as multipart form data");
    expect(body.get("file")).toBeInstanceOf(File);
    expect(queryClient.getQueryData<ReturnType<typeof sessionFixture>>(SESSION_QUERY_KEY)?.user.image).toBe(
      "/api/files/avatars/new.png",
    );
  });

  it("shows the server's refusal", async () => {
    stubApi({ "POST /api/account/avatar": apiError(415, "unsupported_media_type", "File type not allowed") });
    const user = userEvent.setup();
    renderSection();
    choose(photo());
    await user.click(screen.getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("File type not allowed");
    await waitFor(() => expect(screen.getByRole("button", { name: "Upload photo" })).toBeEnabled());
  });
});

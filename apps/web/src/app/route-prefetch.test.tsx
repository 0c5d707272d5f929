// Whole routes: any page's form may be validated, so every schema is loaded up front.
import "@/test/load-form-schemas";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { reply, stubApi } from "@/test/api-stub";
import { detailFixture } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";

/** The incubator page's chunk, held back until the test lets it arrive. */
const pageChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});

vi.mock("@/features/incubators/pages/incubator-page", async () => {
  await pageChunk.arrived;
  return { IncubatorPage: () => <h1>The incubator page</h1> };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("route loaders", () => {
  it("start a page's data while its chunk is still loading", async () => {
    const api = stubApi({ "GET /api/incubators/acme-labs": reply(200, detailFixture()) });
    const { queryClient } = renderRoute("/incubators/acme-labs");

    await waitFor(() => expect(api.calls("GET /api/incubators/acme-labs")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "The incubator page" })).not.toBeInTheDocument();

    pageChunk.arrive();
    expect(await screen.findByRole("heading", { name: "The incubator page" })).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryData(incubatorKeys.detail("acme-labs"))).toEqual(detailFixture()),
    );
  });
});

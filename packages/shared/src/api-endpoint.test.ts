import { describe, expect, it } from "vitest";
import { defineEndpoint, endpointUrl } from "./api-endpoint";

const teamMember = defineEndpoint({ method: "GET", path: "/api/teams/:slug/members/:id", status: 200 });

describe("endpointUrl", () => {
  it("fills each path parameter, encoded", () => {
    expect(endpointUrl(teamMember, { slug: "a b/c", id: "7" })).toBe("/api/teams/a%20b%2Fc/members/7");
  });

  it("appends the defined query values and leaves out the undefined and null ones", () => {
    expect(
      endpointUrl({ path: "/api/teams" }, undefined, {
        search: "ünï & co",
        cursor: undefined,
        limit: 5,
        x: null,
      }),
    ).toBe("/api/teams?search=%C3%BCn%C3%AF+%26+co&limit=5");
    expect(endpointUrl({ path: "/api/teams" }, undefined, { cursor: undefined })).toBe("/api/teams");
  });

  it("refuses to build an address with a parameter missing", () => {
    expect(() => endpointUrl(teamMember, { slug: "rockets" })).toThrow(
      "/api/teams/:slug/members/:id needs the path parameter id",
    );
  });
});

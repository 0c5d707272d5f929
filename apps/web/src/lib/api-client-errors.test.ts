import type { UseFormSetError } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { ApiError, errorMessage, FORM_ERROR, showServerError, UNEXPECTED_ERROR_MESSAGE } from "./api-client";

interface PlanValues {
  name: string;
  price: string;
  features: { value: string }[];
}

function invalid(...issues: { path: (string | number)[]; message: string }[]): ApiError {
  return new ApiError(422, "validation_error", "Invalid input detected", issues);
}

function recordSetError() {
  const mock = vi.fn<UseFormSetError<PlanValues>>();
  const setError: UseFormSetError<PlanValues> = mock;
  return {
    setError,
    calls: () => mock.mock.calls.map(([name, error, options]) => [name, error.message, options]),
  };
}

describe("showServerError", () => {
  it("puts each issue under the field it names, focusing only the first", () => {
    const { setError, calls } = recordSetError();
    showServerError(
      invalid(
        { path: ["name"], message: "Name is required" },
        { path: ["features", 1, "value"], message: "Feature is too long" },
      ),
      setError,
      ["name", "price", "features.1.value"],
    );
    expect(calls()).toEqual([
      ["name", "Name is required", { shouldFocus: true }],
      ["features.1.value", "Feature is too long", { shouldFocus: false }],
    ]);
  });

  it("translates request paths with a function when the form names its fields differently", () => {
    const { setError, calls } = recordSetError();
    showServerError(invalid({ path: ["priceMonthly"], message: "Price is too high" }), setError, (path) =>
      path[0] === "priceMonthly" ? "price" : undefined,
    );
    expect(calls()).toEqual([["price", "Price is too high", { shouldFocus: true }]]);
  });

  it("shows the server's message at form level when no issue names a field of the form", () => {
    const { setError, calls } = recordSetError();
    showServerError(invalid({ path: ["unknown"], message: "Not a field here" }), setError, ["name"]);
    expect(calls()).toEqual([[FORM_ERROR, "Invalid input detected", undefined]]);
  });

  it("shows a refusal without issues at form level, in the server's words", () => {
    const { setError, calls } = recordSetError();
    showServerError(new ApiError(403, "forbidden", "You may not edit this incubator"), setError, ["name"]);
    expect(calls()).toEqual([[FORM_ERROR, "You may not edit this incubator", undefined]]);
  });

  it("falls back to the one unexpected-error message for anything that is not an API error", () => {
    const { setError, calls } = recordSetError();
    showServerError(new TypeError("x is undefined"), setError, ["name"]);
    expect(calls()).toEqual([[FORM_ERROR, UNEXPECTED_ERROR_MESSAGE, undefined]]);
  });
});

describe("errorMessage", () => {
  it("is the server's words for an API error and the fallback otherwise", () => {
    expect(errorMessage(new ApiError(409, "conflict", "That slug is taken"))).toBe("That slug is taken");
    expect(errorMessage(new Error("internal detail"))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(UNEXPECTED_ERROR_MESSAGE).toBe("An unexpected error occurred. Please try again.");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as sound from "@/lib/sound";
import { CoreRoleSelect } from "./core-role-select";

// A spy, not a module mock, so the file shares its worker's modules (decision 032).
const playSound = vi.spyOn(sound, "playSound").mockImplementation(() => undefined);

afterEach(() => {
  playSound.mockClear();
  vi.useRealTimers();
});

describe("CoreRoleSelect", () => {
  it("confirms a chosen role with the role-select sound, then the role's own motif", async () => {
    const onChange = vi.fn();
    render(<CoreRoleSelect aria-label="Your role" emptyLabel="No core role" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Your role" }), "cto");
    expect(onChange).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(playSound).toHaveBeenCalledWith("role-select"));
    await vi.waitFor(() => expect(playSound).toHaveBeenLastCalledWith("CTO"));
    expect(playSound.mock.calls).toEqual([["role-select"], ["CTO"]]);
  });

  it("plays nothing for the empty choice", async () => {
    render(<CoreRoleSelect aria-label="Your role" emptyLabel="No core role" defaultValue="ceo" />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Your role" }), "");
    await vi.dynamicImportSettled();
    expect(playSound).not.toHaveBeenCalled();
  });
});

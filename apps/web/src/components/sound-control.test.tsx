import { SOUND_DEFAULT_VOLUME, STORAGE_KEYS } from "@hatchery/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { soundEngine } from "@/lib/sound";
import { SoundControl } from "./sound-control";

afterEach(() => {
  soundEngine.setMuted(false);
  soundEngine.setVolume(SOUND_DEFAULT_VOLUME);
  localStorage.clear();
});

const button = () => screen.getByRole("button", { name: "Sound settings" });

describe("SoundControl", () => {
  it("shows the remembered settings on its button before the panel is loaded, read apart from its render", async () => {
    localStorage.setItem(STORAGE_KEYS.soundMuted, "true");
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    render(<SoundControl />);
    // The storage is read in a task after the render, which shows the defaults meanwhile.
    expect(getItem).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute("aria-expanded", "false");
    await vi.waitFor(() => expect(button().querySelector(".lucide-volume-x")).not.toBeNull());
    expect(screen.queryByRole("switch", { name: "Mute" })).toBeNull();
    getItem.mockRestore();
  });

  it("loads the panel when pressed and opens it at once, by keyboard too", async () => {
    const user = userEvent.setup();
    render(<SoundControl />);
    button().focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("switch", { name: "Mute" })).not.toBeChecked();
    expect(screen.getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuenow", "70");
    expect(button()).toHaveAttribute("aria-expanded", "true");
  });
});

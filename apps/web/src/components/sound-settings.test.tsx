import { SOUND_DEFAULT_VOLUME, STORAGE_KEYS } from "@hatchery/shared";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { soundEngine } from "@/lib/sound";
import { SoundSettings } from "./sound-settings";

afterEach(() => {
  soundEngine.setMuted(false);
  soundEngine.setVolume(SOUND_DEFAULT_VOLUME);
  localStorage.clear();
});

async function openSettings() {
  const user = userEvent.setup();
  render(<SoundSettings />);
  await user.click(screen.getByRole("button", { name: "Sound settings" }));
  return user;
}

describe("SoundSettings", () => {
  it("opens a panel with the mute switch and the volume slider at the current settings", async () => {
    await openSettings();
    expect(screen.getByRole("switch", { name: "Mute" })).not.toBeChecked();
    const slider = screen.getByRole("slider", { name: "Volume" });
    expect(slider).toHaveAttribute("aria-valuenow", "70");
    expect(slider).toHaveAttribute("aria-valuetext", "70%");
  });

  it("mutes and unmutes the engine and remembers the choice", async () => {
    const user = await openSettings();
    const mute = screen.getByRole("switch", { name: "Mute" });

    await user.click(mute);
    expect(soundEngine.getSettings().muted).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.soundMuted)).toBe("true");
    expect(mute).toBeChecked();

    await user.click(mute);
    expect(soundEngine.getSettings().muted).toBe(false);
    expect(mute).not.toBeChecked();
  });

  it("changes the volume from the keyboard in steps of 1 %", async () => {
    const user = await openSettings();
    const slider = screen.getByRole("slider", { name: "Volume" });
    slider.focus();

    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(soundEngine.getSettings().volume).toBeCloseTo(0.72);
    expect(localStorage.getItem(STORAGE_KEYS.soundVolume)).toBe("0.72");
    expect(slider).toHaveAttribute("aria-valuenow", "72");

    await user.keyboard("{Home}");
    expect(soundEngine.getSettings().volume).toBe(0);
  });

  it("follows changes made elsewhere", async () => {
    await openSettings();
    act(() => {
      soundEngine.setMuted(true);
      soundEngine.setVolume(0.25);
    });
    expect(screen.getByRole("switch", { name: "Mute" })).toBeChecked();
    expect(screen.getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuenow", "25");
  });

  it("turns the interface sounds off and on, and remembers the choice", async () => {
    const user = await openSettings();
    const interfaceSounds = screen.getByRole("switch", { name: "Interface sounds" });
    // The test browser does not ask for reduced motion, so they start on.
    expect(interfaceSounds).toBeChecked();
    await user.click(interfaceSounds);
    expect(interfaceSounds).not.toBeChecked();
    expect(localStorage.getItem(STORAGE_KEYS.interfaceSounds)).toBe("off");
    await user.click(interfaceSounds);
    expect(localStorage.getItem(STORAGE_KEYS.interfaceSounds)).toBe("on");
  });
});

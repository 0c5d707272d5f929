import { STORAGE_KEYS } from "@hatchery/shared";
import { afterEach, describe, expect, it } from "vitest";
import {
  interfaceSoundsOn,
  listenForInterfaceSounds,
  readInterfaceSoundsChoice,
  soundingControl,
  writeInterfaceSoundsChoice,
} from "./interface-sounds";
import type { SoundKey } from "./recipes";

function mount(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function hover(target: Element, pointerType = "mouse", from: Element | null = null) {
  target.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType, relatedTarget: from }));
}

/** A press by pointer followed by its click, as a mouse makes them. */
function press(target: Element) {
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, pointerType: "mouse" }));
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
}

function listen(root: HTMLElement, enabled = () => true) {
  const played: SoundKey[] = [];
  const stop = listenForInterfaceSounds(root, { play: (sound) => played.push(sound), enabled });
  return { played, stop };
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe("which controls sound", () => {
  it("answers a primary button with the bold click and the soft hover, from inside its icon too", () => {
    const root = mount(
      '<button data-slot="button" data-variant="default"><svg><path id="icon"></path></svg>Save</button>',
    );
    const { played } = listen(root);
    const icon = root.querySelector("#icon");
    if (!icon) throw new Error("no icon");
    hover(icon);
    const button = root.querySelector("button");
    if (!button) throw new Error("no button");
    press(button);
    expect(played).toEqual(["ui-hover-soft", "ui-click-bold"]);
  });

  it("answers menu items and tabs with the subtle hover and the deep click", () => {
    const root = mount('<div role="menuitem">Profile</div><button role="tab">Sign up</button>');
    const { played } = listen(root);
    const [item, tab] = [root.querySelector('[role="menuitem"]'), root.querySelector('[role="tab"]')];
    if (!(item instanceof HTMLElement) || !(tab instanceof HTMLElement)) throw new Error("missing");
    hover(item);
    press(item);
    // Chosen by keyboard: the click has no pointer behind it.
    tab.click();
    expect(played).toEqual(["ui-hover-subtle", "ui-click-deep", "ui-click-deep"]);
  });

  it("keeps quiet on links, secondary buttons, disabled controls and inside a game", () => {
    const root = mount(`
      <a href="#x" id="link">Read</a>
      <button data-slot="button" data-variant="outline" id="outline">Cancel</button>
      <button data-slot="button" data-variant="default" id="disabled" disabled>Save</button>
      <div role="menuitem" data-disabled="" id="disabled-item">Gone</div>
      <div data-interface-sounds="off"><button data-slot="button" data-variant="default" id="game">Start</button></div>
    `);
    const { played } = listen(root);
    for (const id of ["link", "outline", "disabled", "disabled-item", "game"]) {
      const element = root.querySelector(`#${id}`);
      if (!(element instanceof HTMLElement)) throw new Error(id);
      hover(element);
      press(element);
      expect(soundingControl(element), id).toBeNull();
    }
    expect(played).toEqual([]);
  });

  it("hovers only with a mouse, and only when the pointer comes from outside the control", () => {
    const root = mount(
      '<button data-slot="button" data-variant="default"><span id="label">Go</span></button>',
    );
    const { played } = listen(root);
    const button = root.querySelector("button");
    const label = root.querySelector("#label");
    if (!button || !label) throw new Error("missing");
    hover(button, "touch");
    hover(label, "mouse", button);
    expect(played).toEqual([]);
    hover(button, "mouse", document.body);
    expect(played).toEqual(["ui-hover-soft"]);
  });

  it("plays nothing while sounds are not wanted, and nothing after it stops listening", () => {
    const root = mount('<button data-slot="button" data-variant="default">Go</button>');
    let wanted = false;
    const { played, stop } = listen(root, () => wanted);
    const button = root.querySelector("button");
    if (!button) throw new Error("missing");
    button.click();
    wanted = true;
    button.click();
    stop();
    button.click();
    expect(played).toEqual(["ui-click-bold"]);
  });
});

describe("whether interface sounds are on", () => {
  it("follows the motion preference until the person chooses", () => {
    expect(interfaceSoundsOn(null, false)).toBe(true);
    expect(interfaceSoundsOn(null, true)).toBe(false);
    expect(interfaceSoundsOn(true, true)).toBe(true);
    expect(interfaceSoundsOn(false, false)).toBe(false);
  });

  it("remembers the choice in local storage, and reads anything else as no choice", () => {
    expect(readInterfaceSoundsChoice()).toBeNull();
    writeInterfaceSoundsChoice(true);
    expect(localStorage.getItem(STORAGE_KEYS.interfaceSounds)).toBe("on");
    expect(readInterfaceSoundsChoice()).toBe(true);
    writeInterfaceSoundsChoice(false);
    expect(readInterfaceSoundsChoice()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.interfaceSounds, "loud");
    expect(readInterfaceSoundsChoice()).toBeNull();
  });
});

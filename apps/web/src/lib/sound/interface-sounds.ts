import { STORAGE_KEYS } from "@hatchery/shared";
import type { SoundKey } from "./recipes";
import { browserLocalStorage, readSoundSettings, type SoundSettingsStorage } from "./sound-settings";

/*
 * The interface's own sounds (SPEC §9: ui-hover-soft, ui-hover-subtle, ui-click-bold, ui-click-deep) on
 * the controls people expect to answer with one: primary buttons, menu items and tabs, never plain links.
 * One listener on the document decides for every control (no handler per button), and this file stays
 * small and free of the engine, which loads only when a sound is actually due.
 */

/** The two families of controls that sound, and what each plays. */
const INTERFACE_SOUNDS = {
  primary: { hover: "ui-hover-soft", click: "ui-click-bold" },
  item: { hover: "ui-hover-subtle", click: "ui-click-deep" },
} as const satisfies Record<string, Record<InterfaceGesture, SoundKey>>;

export type InterfaceGesture = "hover" | "click";

const PRIMARY_BUTTON = '[data-slot="button"][data-variant="default"]';
const ITEM = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="tab"]';
/** Games and other screens with sounds of their own mark their area `data-interface-sounds="off"`. */
const INTERFACE_SOUNDS_OFF_ATTRIBUTE = "data-interface-sounds";
const QUIET_AREA = `[${INTERFACE_SOUNDS_OFF_ATTRIBUTE}="off"]`;

/** The control under `target` that sounds, with its family, or null. */
export function soundingControl(
  target: EventTarget | null,
): { element: Element; sound: (typeof INTERFACE_SOUNDS)[keyof typeof INTERFACE_SOUNDS] } | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest(`${PRIMARY_BUTTON}, ${ITEM}`);
  if (!element || element.closest(QUIET_AREA)) return null;
  if (element.matches(":disabled") || element.getAttribute("aria-disabled") === "true") return null;
  if (element.hasAttribute("data-disabled")) return null;
  return {
    element,
    sound: element.matches(PRIMARY_BUTTON) ? INTERFACE_SOUNDS.primary : INTERFACE_SOUNDS.item,
  };
}

/** The person's own choice, if they made one. */
export function readInterfaceSoundsChoice(
  storage: SoundSettingsStorage | null = browserLocalStorage(),
): boolean | null {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.interfaceSounds);
    return stored === "on" ? true : stored === "off" ? false : null;
  } catch {
    return null;
  }
}

export function writeInterfaceSoundsChoice(
  on: boolean,
  storage: SoundSettingsStorage | null = browserLocalStorage(),
): void {
  try {
    storage?.setItem(STORAGE_KEYS.interfaceSounds, on ? "on" : "off");
  } catch {
    // A browser that blocks site data keeps the choice for this page only.
  }
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  );
}

/**
 * Interface sounds are on unless the person turned them off; for people who ask for reduced motion they
 * stay off until turned on, since a sound on every hover is the audible kind of motion they asked to spare.
 */
export function interfaceSoundsOn(
  choice: boolean | null = readInterfaceSoundsChoice(),
  reducedMotion: boolean = prefersReducedMotion(),
): boolean {
  return choice ?? !reducedMotion;
}

export interface InterfaceSoundsOptions {
  /** Plays a sound through the engine; by default loads it on first use. */
  play?: (sound: SoundKey) => void;
  /** Whether interface sounds are wanted now, read at every gesture so a change applies at once. */
  enabled?: () => boolean;
}

function playThroughEngine(sound: SoundKey): void {
  void import("@/lib/sound").then(({ playSound }) => playSound(sound));
}

/** Interface sounds are wanted and the person has not muted sound (read without loading the engine). */
function wantedNow(): boolean {
  const { muted, volume } = readSoundSettings();
  return !muted && volume > 0 && interfaceSoundsOn();
}

/**
 * Listens on `root` for a mouse entering a sounding control and for a control being pressed (by a
 * pointer, or by Enter and Space). Returns the function that stops listening.
 */
export function listenForInterfaceSounds(
  root: Document | HTMLElement = document,
  { play = playThroughEngine, enabled = wantedNow }: InterfaceSoundsOptions = {},
): () => void {
  const onPointerOver = (event: Event) => {
    if (!(event instanceof PointerEvent) || event.pointerType !== "mouse") return;
    const control = soundingControl(event.target);
    // Moving between the control's own children is not entering it.
    if (!control || (event.relatedTarget instanceof Node && control.element.contains(event.relatedTarget)))
      return;
    if (enabled()) play(control.sound.hover);
  };
  const press = (target: EventTarget | null) => {
    const control = soundingControl(target);
    if (control && enabled()) play(control.sound.click);
  };
  // A pointer sounds as it presses: tabs change on the press, and a control that re-renders under the
  // pointer may never receive the click.
  const onPointerDown = (event: Event) => {
    if (event instanceof PointerEvent && event.button === 0) press(event.target);
  };
  // Enter and Space raise a click with no pointer behind it (`detail` 0), as do menus chosen by keyboard.
  const onClick = (event: Event) => {
    if (event instanceof MouseEvent && event.detail === 0) press(event.target);
  };
  root.addEventListener("pointerover", onPointerOver, { capture: true, passive: true });
  root.addEventListener("pointerdown", onPointerDown, { capture: true, passive: true });
  root.addEventListener("click", onClick, { capture: true, passive: true });
  return () => {
    root.removeEventListener("pointerover", onPointerOver, { capture: true });
    root.removeEventListener("pointerdown", onPointerDown, { capture: true });
    root.removeEventListener("click", onClick, { capture: true });
  };
}

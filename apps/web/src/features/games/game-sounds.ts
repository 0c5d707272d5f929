import type { SoundKey } from "@/lib/sound";

/*
 * The games' sounds (SPEC §9). The engine loads with the first sound a game asks for, after the page
 * has painted; mute, volume and the 50 ms throttle are the engine's.
 */

let engine: Promise<typeof import("@/lib/sound")> | undefined;

export function playGameSound(name: SoundKey): void {
  engine ??= import("@/lib/sound");
  engine.then(
    ({ playSound }) => playSound(name),
    // A sound is a flourish: a failed load must not disturb the game.
    () => {
      engine = undefined;
    },
  );
}

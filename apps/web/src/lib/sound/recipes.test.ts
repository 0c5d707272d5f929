import { ROLE_SOUNDS, SOUND_ALIASES, SOUND_NAMES } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { recipeDuration, resolveRecipe, SOUND_ALIAS_TARGETS, SOUND_KEYS } from "./recipes";

describe("sound recipes", () => {
  it("covers the 12 sounds, 8 aliases and 4 roles of the specification", () => {
    expect(SOUND_KEYS).toHaveLength(12 + 8 + 4);
    for (const key of [...SOUND_NAMES, ...SOUND_ALIASES, ...ROLE_SOUNDS]) {
      expect(resolveRecipe(key), key).toBeDefined();
    }
  });

  it("resolves nothing for an unknown name", () => {
    expect(resolveRecipe("card-flip")).toBeUndefined();
    expect(resolveRecipe("ceo")).toBeUndefined();
    expect(resolveRecipe("toString")).toBeUndefined();
  });

  it("maps aliases that reuse a base sound to exactly that sound", () => {
    for (const [alias, target] of Object.entries(SOUND_ALIAS_TARGETS)) {
      if (typeof target === "string") expect(resolveRecipe(alias)).toBe(resolveRecipe(target));
      else expect(resolveRecipe(alias)).toBe(target);
    }
    expect(SOUND_ALIAS_TARGETS["menu-hover"]).toBe("ui-hover-subtle");
    expect(SOUND_ALIAS_TARGETS["achievement-unlock"]).toBe("game-complete");
  });

  it("gives every role a motif of its own", () => {
    const motifs = ROLE_SOUNDS.map((role) => JSON.stringify(resolveRecipe(role)));
    expect(new Set(motifs).size).toBe(ROLE_SOUNDS.length);
  });

  it.each(SOUND_KEYS)("%s is short, audible and has notes that follow one another", (key) => {
    const recipe = resolveRecipe(key) ?? [];
    expect(recipe.length).toBeGreaterThan(0);
    expect(recipeDuration(recipe)).toBeLessThanOrEqual(1);
    let previousEnd = 0;
    for (const { at, duration, level, attack, layers } of recipe) {
      // One gain node carries the whole sound, so overlapping envelopes would corrupt each other.
      expect(at).toBeGreaterThanOrEqual(previousEnd - 1e-9);
      previousEnd = at + duration;
      expect(attack).toBeGreaterThan(0);
      expect(attack).toBeLessThan(duration);
      expect(level).toBeGreaterThan(0);
      expect(level).toBeLessThanOrEqual(0.5);
      expect(layers.length).toBeGreaterThan(0);
      for (const layer of layers) {
        const frequencies =
          layer.kind === "tone"
            ? [layer.frequency, layer.glideTo, layer.filter?.frequency, layer.filter?.sweepTo]
            : [layer.filter?.frequency, layer.filter?.sweepTo];
        for (const frequency of frequencies.filter((value) => value !== undefined)) {
          expect(frequency).toBeGreaterThanOrEqual(20);
          expect(frequency).toBeLessThanOrEqual(20_000);
        }
      }
    }
  });
});

import {
  ROLE_SOUNDS,
  type RoleSound,
  SOUND_ALIASES,
  SOUND_NAMES,
  type SoundAlias,
  type SoundName,
} from "@hatchery/shared";

/** Every name `playSound` accepts: the base sounds, their aliases and the role motifs. */
export type SoundKey = SoundName | SoundAlias | RoleSound;

export interface SoundFilter {
  type: BiquadFilterType;
  frequency: number;
  q?: number;
  /** Cutoff the filter sweeps to by the end of the note (exponentially). */
  sweepTo?: number;
}

export type SoundLayer =
  | { kind: "tone"; wave: OscillatorType; frequency: number; glideTo?: number; filter?: SoundFilter }
  | { kind: "noise"; filter?: SoundFilter };

/**
 * One envelope on the voice's gain node. A voice owns exactly one gain node (the pool is bounded),
 * so the notes of a recipe follow one another and never overlap; layers inside a note sound together.
 */
export interface SoundNote {
  /** Seconds from the start of the sound. */
  at: number;
  duration: number;
  /** Peak gain before the user's volume is applied. */
  level: number;
  attack: number;
  layers: readonly SoundLayer[];
}

export type SoundRecipe = readonly SoundNote[];

const tone = (
  wave: OscillatorType,
  frequency: number,
  options: { glideTo?: number; filter?: SoundFilter } = {},
): SoundLayer => ({ kind: "tone", wave, frequency, ...options });

const noise = (filter: SoundFilter): SoundLayer => ({ kind: "noise", filter });

const note = (
  at: number,
  duration: number,
  level: number,
  layers: SoundLayer[],
  attack = 0.005,
): SoundNote => ({
  at,
  duration,
  level,
  attack,
  layers,
});

/** A run of equally long notes, one after another. */
const sequence = (step: number, level: number, notes: SoundLayer[][], attack = 0.005): SoundNote[] =>
  notes.map((layers, index) => note(index * step, step, level, layers, attack));

/** Equal-tempered pitches used by the motifs, in hertz. */
const PITCH = {
  A3: 220,
  B3: 246.94,
  E4: 329.63,
  G4: 392,
  A4: 440,
  C5: 523.25,
  D5: 587.33,
  E5: 659.25,
  Fs5: 739.99,
  G5: 783.99,
  A5: 880,
  B5: 987.77,
  C6: 1046.5,
  E6: 1318.51,
  G6: 1567.98,
  A6: 1760,
} as const;

const BASE_RECIPES: Record<SoundName, SoundRecipe> = {
  "countdown-tick": [note(0, 0.06, 0.3, [tone("sine", 1200)], 0.002)],
  "countdown-go": [
    note(
      0,
      0.4,
      0.25,
      [tone("square", PITCH.A5, { filter: { type: "lowpass", frequency: 3000 } }), tone("sine", PITCH.A6)],
      0.004,
    ),
  ],
  // Six quick paper-like bursts read as riffling cards.
  "card-shuffle": sequence(
    0.045,
    0.22,
    [2800, 3400, 3000, 3600, 3100, 3800].map((frequency) => [noise({ type: "bandpass", frequency, q: 1.5 })]),
    0.002,
  ),
  "card-deal": [
    note(0, 0.12, 0.25, [noise({ type: "bandpass", frequency: 1800, q: 1, sweepTo: 5000 })], 0.01),
  ],
  "card-click": [
    note(0, 0.03, 0.3, [noise({ type: "bandpass", frequency: 2500, q: 4 }), tone("triangle", 1800)], 0.001),
  ],
  "card-match": sequence(0.11, 0.22, [
    [tone("sine", PITCH.E5)],
    [tone("sine", PITCH.B5), tone("sine", PITCH.E6)],
  ]),
  "card-mismatch": sequence(
    0.15,
    0.2,
    [
      [tone("triangle", PITCH.E4, { filter: { type: "lowpass", frequency: 1200 } })],
      [tone("triangle", PITCH.B3, { glideTo: PITCH.A3, filter: { type: "lowpass", frequency: 1000 } })],
    ],
    0.01,
  ),
  "game-complete": [
    ...sequence(0.11, 0.22, [
      [tone("triangle", PITCH.C5)],
      [tone("triangle", PITCH.E5)],
      [tone("triangle", PITCH.G5)],
    ]),
    note(0.33, 0.6, 0.2, [tone("triangle", PITCH.C6), tone("sine", PITCH.E6), tone("sine", PITCH.G6)], 0.01),
  ],
  "ui-hover-soft": [note(0, 0.05, 0.08, [tone("sine", 660)], 0.01)],
  "ui-hover-subtle": [note(0, 0.035, 0.05, [tone("sine", PITCH.A5)], 0.008)],
  "ui-click-bold": [
    note(
      0,
      0.08,
      0.2,
      [tone("square", PITCH.A4, { glideTo: 330, filter: { type: "lowpass", frequency: 2000 } })],
      0.002,
    ),
  ],
  // The triangle an octave up keeps the thud audible on small speakers that cannot reproduce 160 Hz.
  "ui-click-deep": [
    note(0, 0.14, 0.3, [tone("sine", 160, { glideTo: 80 }), tone("triangle", 320, { glideTo: 160 })], 0.003),
  ],
};

/**
 * Aliases either reuse a base sound (named here, so the mapping is documented in one place)
 * or carry a short recipe of their own where no base sound fits.
 */
export const SOUND_ALIAS_TARGETS: Record<SoundAlias, SoundName | SoundRecipe> = {
  // Picking a role is a weighty confirmation; the role's own motif plays after it.
  "role-select": "ui-click-deep",
  "screen-transition": [
    note(0, 0.28, 0.18, [noise({ type: "bandpass", frequency: 400, q: 0.8, sweepTo: 2400 })], 0.08),
  ],
  "hold-charge": [
    note(
      0,
      0.6,
      0.15,
      [tone("sawtooth", PITCH.A3, { glideTo: PITCH.A5, filter: { type: "lowpass", frequency: 1500 } })],
      0.05,
    ),
  ],
  "ripple-effect": [0.3, 0.2, 0.12].map((level, index) =>
    note(index * 0.09, 0.09, level, [tone("sine", PITCH.A5, { glideTo: PITCH.A4 })], 0.003),
  ),
  "power-up": sequence(0.06, 0.16, [
    [tone("square", PITCH.C5)],
    [tone("square", PITCH.E5)],
    [tone("square", PITCH.G5)],
    [tone("square", PITCH.C6, { glideTo: PITCH.G6 })],
  ]),
  "achievement-unlock": "game-complete",
  "menu-hover": "ui-hover-subtle",
  "menu-select": "ui-click-bold",
};

/** Each role has a distinct three-note motif, so the choice is recognisable by ear. */
const ROLE_RECIPES: Record<RoleSound, SoundRecipe> = {
  // CEO: a broad rising fanfare.
  CEO: sequence(0.12, 0.22, [
    [tone("triangle", PITCH.G4)],
    [tone("triangle", PITCH.C5)],
    [tone("triangle", PITCH.G5), tone("sine", PITCH.C5)],
  ]),
  // CTO: crisp digital blips.
  CTO: sequence(
    0.07,
    0.14,
    [[tone("square", PITCH.E5)], [tone("square", PITCH.E5)], [tone("square", PITCH.B5)]],
    0.002,
  ),
  // CCO: a warm bell falling to rest.
  CCO: sequence(
    0.14,
    0.2,
    [
      [tone("sine", PITCH.A5), tone("sine", PITCH.A6)],
      [tone("sine", PITCH.E5), tone("sine", PITCH.E6)],
      [tone("sine", PITCH.C5)],
    ],
    0.004,
  ),
  // CGO: steps that keep climbing, ending on a rising glide.
  CGO: sequence(0.1, 0.18, [
    [tone("sawtooth", PITCH.D5, { filter: { type: "lowpass", frequency: 2200 } })],
    [tone("sawtooth", PITCH.Fs5, { filter: { type: "lowpass", frequency: 2200 } })],
    [tone("sine", PITCH.A5, { glideTo: PITCH.E6 })],
  ]),
};

const BASE_NAMES: ReadonlySet<string> = new Set(SOUND_NAMES);
const ALIAS_NAMES: ReadonlySet<string> = new Set(SOUND_ALIASES);
const ROLE_NAMES: ReadonlySet<string> = new Set(ROLE_SOUNDS);

/** Every key that resolves to a recipe. */
export const SOUND_KEYS: readonly SoundKey[] = [...SOUND_NAMES, ...SOUND_ALIASES, ...ROLE_SOUNDS];

/** The recipe for a sound, alias or role; `undefined` for anything else (e.g. a name from untyped data). */
export function resolveRecipe(key: string): SoundRecipe | undefined {
  if (BASE_NAMES.has(key)) return BASE_RECIPES[key as SoundName];
  if (ALIAS_NAMES.has(key)) {
    const target = SOUND_ALIAS_TARGETS[key as SoundAlias];
    return typeof target === "string" ? BASE_RECIPES[target] : target;
  }
  if (ROLE_NAMES.has(key)) return ROLE_RECIPES[key as RoleSound];
  return undefined;
}

/** Seconds from the start of the sound until its last note has faded. */
export function recipeDuration(recipe: SoundRecipe): number {
  return recipe.reduce((end, { at, duration }) => Math.max(end, at + duration), 0);
}

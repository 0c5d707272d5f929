import {
  SOUND_DEFAULT_VOLUME,
  SOUND_MAX_POOLED_GAIN_NODES,
  SOUND_THROTTLE_MS,
  STORAGE_KEYS,
} from "@hatchery/shared";
import { describe, expect, it, vi } from "vitest";
import { FakeAudioContext } from "./fake-audio-context";
import { SOUND_KEYS } from "./recipes";
import { clampVolume, SoundEngine, type SoundSettingsStorage } from "./sound-engine";

class MemoryStorage implements SoundSettingsStorage {
  readonly values = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

function setup(options: { storage?: SoundSettingsStorage; context?: FakeAudioContext } = {}) {
  const context = options.context ?? new FakeAudioContext();
  const storage = options.storage ?? new MemoryStorage();
  const gestureTarget = new EventTarget();
  const createContext = vi.fn(() => context.asAudioContext());
  let clock = 10_000;
  const engine = new SoundEngine({ createContext, now: () => clock, storage, gestureTarget });
  return {
    engine,
    context,
    storage,
    gestureTarget,
    createContext,
    advanceClock: (ms: number) => {
      clock += ms;
    },
    gesture: (type = "pointerdown") => gestureTarget.dispatchEvent(new Event(type)),
  };
}

describe("before the first user gesture", () => {
  it("creates no audio context and plays nothing", () => {
    const { engine, createContext, context } = setup();
    engine.play("countdown-go");
    engine.play("CEO");
    expect(createContext).not.toHaveBeenCalled();
    expect(context.sources).toHaveLength(0);
  });

  it.each(["pointerdown", "keydown", "touchstart"])("unlocks audio on the first %s", (type) => {
    const { engine, createContext, context, gesture } = setup();
    gesture(type);
    expect(createContext).toHaveBeenCalledTimes(1);
    engine.play("countdown-tick");
    expect(context.sources.length).toBeGreaterThan(0);
  });

  it("creates the context only once however many gestures follow", () => {
    const { engine, createContext, gesture } = setup();
    gesture("pointerdown");
    gesture("keydown");
    engine.play("card-click");
    expect(createContext).toHaveBeenCalledTimes(1);
  });

  it("resumes a context the browser created suspended", () => {
    const context = new FakeAudioContext("suspended");
    const { gesture } = setup({ context });
    gesture();
    expect(context.resumeCalls).toBe(1);
    expect(context.state).toBe("running");
  });

  it("waits for the first unmuted play when the gesture happens while muted", () => {
    const { engine, createContext, context, gesture } = setup({
      storage: new MemoryStorage({ [STORAGE_KEYS.soundMuted]: "true" }),
    });
    gesture();
    expect(createContext).not.toHaveBeenCalled();
    engine.setMuted(false);
    engine.play("card-deal");
    expect(createContext).toHaveBeenCalledTimes(1);
    expect(context.sources.length).toBeGreaterThan(0);
  });

  it("stays silent without Web Audio", () => {
    const gestureTarget = new EventTarget();
    const createContext = vi.fn(() => null);
    const engine = new SoundEngine({ createContext, storage: null, gestureTarget });
    gestureTarget.dispatchEvent(new Event("pointerdown"));
    expect(() => engine.play("card-match")).not.toThrow();
    engine.play("card-mismatch");
    expect(createContext).toHaveBeenCalledTimes(1);
  });
});

describe("throttle", () => {
  it("drops the same sound within 50 ms and plays it again at 50 ms", () => {
    const { engine, context, gesture, advanceClock } = setup();
    gesture();
    engine.play("card-click");
    const afterFirst = context.sources.length;
    expect(afterFirst).toBeGreaterThan(0);

    advanceClock(SOUND_THROTTLE_MS - 1);
    engine.play("card-click");
    expect(context.sources).toHaveLength(afterFirst);

    advanceClock(1);
    engine.play("card-click");
    expect(context.sources).toHaveLength(afterFirst * 2);
  });

  it("does not throttle different sounds", () => {
    const { engine, context, gesture } = setup();
    gesture();
    engine.play("ui-hover-soft");
    const afterFirst = context.sources.length;
    engine.play("ui-hover-subtle");
    expect(context.sources.length).toBeGreaterThan(afterFirst);
  });

  it("measures from the last sound that played, not from dropped ones", () => {
    const { engine, context, gesture, advanceClock } = setup();
    gesture();
    engine.play("countdown-tick");
    advanceClock(30);
    engine.play("countdown-tick");
    advanceClock(30);
    engine.play("countdown-tick");
    expect(context.sources).toHaveLength(2);
  });
});

describe("volume", () => {
  it.each([
    [-1, 0],
    [2, 1],
    [Number.NaN, SOUND_DEFAULT_VOLUME],
    [0.25, 0.25],
    [Number.POSITIVE_INFINITY, 1],
  ])("clamps %s to %s", (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
    const { engine } = setup();
    engine.setVolume(0.5);
    engine.setVolume(input);
    expect(engine.getSettings().volume).toBe(expected);
  });

  it("defaults to 0.7", () => {
    expect(setup().engine.getSettings()).toEqual({ muted: false, volume: 0.7 });
  });

  it("scales each envelope peak by the volume", () => {
    const { engine, context, gesture } = setup();
    engine.setVolume(0.5);
    gesture();
    engine.play("ui-click-deep");
    const peaks = context.gains[0]?.gain.events.filter(([method]) => method === "linearRampToValueAtTime");
    expect(peaks).toEqual([["linearRampToValueAtTime", 0.3 * 0.5, expect.any(Number)]]);
  });

  it("plays nothing at volume 0", () => {
    const { engine, context, gesture } = setup();
    gesture();
    engine.setVolume(0);
    engine.play("game-complete");
    expect(context.sources).toHaveLength(0);
  });
});

describe("muting", () => {
  it("plays nothing while muted and plays again once unmuted", () => {
    const { engine, context, gesture } = setup();
    gesture();
    engine.setMuted(true);
    for (const key of SOUND_KEYS) engine.play(key);
    expect(context.sources).toHaveLength(0);
    expect(context.gains).toHaveLength(0);

    engine.setMuted(false);
    engine.play("card-match");
    expect(context.sources.length).toBeGreaterThan(0);
  });
});

describe("gain node pool", () => {
  it(`never creates more than ${SOUND_MAX_POOLED_GAIN_NODES} gain nodes, however many sounds overlap`, () => {
    const { engine, context, gesture, advanceClock } = setup();
    gesture();
    for (let round = 0; round < 5; round += 1) {
      for (const key of SOUND_KEYS) engine.play(key);
      advanceClock(SOUND_THROTTLE_MS);
    }
    expect(context.sources.length).toBeGreaterThan(5 * SOUND_KEYS.length);
    expect(context.gains).toHaveLength(SOUND_MAX_POOLED_GAIN_NODES);
  });

  it("reuses a released gain node instead of creating another", () => {
    const { engine, context, gesture } = setup();
    gesture();
    engine.play("card-click");
    engine.play("card-deal");
    expect(context.gains).toHaveLength(2);

    context.currentTime = 5;
    engine.play("countdown-go");
    engine.play("card-shuffle");
    expect(context.gains).toHaveLength(2);
  });

  it("takes the oldest voice when all are busy and cuts its sound off", () => {
    const { engine, context, gesture } = setup();
    gesture();
    for (const key of SOUND_KEYS.slice(0, SOUND_MAX_POOLED_GAIN_NODES)) engine.play(key);
    const oldest = context.gains[0];
    const oldestSources = context.sources.filter((source) =>
      [...source.connections].some((node) => node === oldest),
    );
    expect(oldestSources.length).toBeGreaterThan(0);

    engine.play("CEO");
    expect(context.gains).toHaveLength(SOUND_MAX_POOLED_GAIN_NODES);
    for (const source of oldestSources) expect(source.connections.size).toBe(0);
    const newest = context.sources.at(-1);
    const newestOutput = newest ? [...newest.connections][0] : undefined;
    expect(newestOutput).toBe(oldest);
  });

  it("connects every pooled gain node to the speakers", () => {
    const { engine, context, gesture } = setup();
    gesture();
    engine.play("power-up");
    expect([...(context.gains[0]?.connections ?? [])]).toEqual([context.destination]);
  });
});

describe("every sound", () => {
  it.each(SOUND_KEYS)("%s schedules sources with a finite envelope", (key) => {
    const { engine, context, gesture } = setup();
    gesture();
    engine.play(key);
    expect(context.sources.length).toBeGreaterThan(0);
    for (const source of context.sources) {
      expect(source.startedAt).not.toBeNull();
      expect(source.stoppedAt).toBeGreaterThan(source.startedAt ?? Number.POSITIVE_INFINITY);
    }
    const envelope = context.gains[0]?.gain.events ?? [];
    expect(envelope.at(-1)?.[0]).toBe("exponentialRampToValueAtTime");
  });
});

describe("persistence", () => {
  it("stores the muted flag and the volume", () => {
    const { engine, storage } = setup();
    engine.setMuted(true);
    engine.setVolume(0.3);
    expect(storage.getItem(STORAGE_KEYS.soundMuted)).toBe("true");
    expect(storage.getItem(STORAGE_KEYS.soundVolume)).toBe("0.3");
  });

  it("reads the stored settings in a new engine", () => {
    const first = setup();
    first.engine.setMuted(true);
    first.engine.setVolume(0.42);
    const second = setup({ storage: first.storage });
    expect(second.engine.getSettings()).toEqual({ muted: true, volume: 0.42 });
  });

  it.each([
    ["yes", "abc"],
    ["1", ""],
    ["TRUE", "   "],
    ["", "NaN"],
    ["null", "1,5"],
  ])("falls back to the defaults for muted=%j volume=%j", (muted, volume) => {
    const storage = new MemoryStorage({
      [STORAGE_KEYS.soundMuted]: muted,
      [STORAGE_KEYS.soundVolume]: volume,
    });
    expect(setup({ storage }).engine.getSettings()).toEqual({ muted: false, volume: SOUND_DEFAULT_VOLUME });
  });

  it.each([
    ["1.5", 1],
    ["-0.2", 0],
    ["Infinity", 1],
    [" 0.25 ", 0.25],
  ])("clamps a stored volume of %j to %j", (stored, expected) => {
    const storage = new MemoryStorage({ [STORAGE_KEYS.soundVolume]: stored });
    expect(setup({ storage }).engine.getSettings().volume).toBe(expected);
  });

  it("keeps working when storage refuses to read or write", () => {
    const storage: SoundSettingsStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("quota exceeded");
      },
    };
    const { engine } = setup({ storage });
    expect(engine.getSettings()).toEqual({ muted: false, volume: SOUND_DEFAULT_VOLUME });
    engine.setVolume(0.2);
    expect(engine.getSettings().volume).toBe(0.2);
  });
});

describe("subscriptions", () => {
  it("notifies subscribers of changes only, until they unsubscribe", () => {
    const { engine } = setup();
    const listener = vi.fn();
    const unsubscribe = engine.subscribe(listener);

    engine.setMuted(true);
    engine.setVolume(0.1);
    expect(listener).toHaveBeenCalledTimes(2);

    engine.setMuted(true);
    engine.setVolume(0.1);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    engine.setMuted(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the same snapshot while nothing changes and a new one after a change", () => {
    const { engine } = setup();
    const before = engine.getSettings();
    engine.setMuted(false);
    expect(engine.getSettings()).toBe(before);
    engine.setMuted(true);
    expect(engine.getSettings()).not.toBe(before);
    expect(engine.getSettings().muted).toBe(true);
  });
});

describe("the recording test hook", () => {
  it("records each sound the rules let through, in order, and stops when asked", () => {
    const { engine, gesture, advanceClock } = setup();
    gesture();
    const recording = engine.record();
    engine.play("card-click");
    engine.play("card-match");
    advanceClock(SOUND_THROTTLE_MS);
    engine.play("card-click");
    recording.stop();
    engine.play("game-complete");
    expect(recording.sounds).toEqual(["card-click", "card-match", "card-click"]);
  });

  it("leaves out a sound the 50 ms throttle drops", () => {
    const { engine, gesture, advanceClock } = setup();
    gesture();
    const recording = engine.record();
    engine.play("countdown-tick");
    advanceClock(SOUND_THROTTLE_MS - 1);
    engine.play("countdown-tick");
    expect(recording.sounds).toEqual(["countdown-tick"]);
  });

  it("records nothing while muted, silent or before the first gesture", () => {
    const { engine, gesture } = setup();
    const recording = engine.record();
    engine.play("card-deal");
    gesture();
    engine.setMuted(true);
    engine.play("card-deal");
    engine.setMuted(false);
    engine.setVolume(0);
    engine.play("card-deal");
    expect(recording.sounds).toEqual([]);
  });

  it("records without Web Audio, so a browser without it still shows what would have sounded", () => {
    const gestureTarget = new EventTarget();
    const engine = new SoundEngine({ createContext: () => null, storage: null, gestureTarget });
    gestureTarget.dispatchEvent(new Event("keydown"));
    const recording = engine.record();
    engine.play("card-shuffle");
    expect(recording.sounds).toEqual(["card-shuffle"]);
  });
});

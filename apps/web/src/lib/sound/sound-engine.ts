import { SOUND_MAX_POOLED_GAIN_NODES, SOUND_THROTTLE_MS, STORAGE_KEYS } from "@hatchery/shared";
import {
  recipeDuration,
  resolveRecipe,
  type SoundFilter,
  type SoundKey,
  type SoundLayer,
  type SoundRecipe,
} from "./recipes";
import {
  browserLocalStorage,
  clampVolume,
  readSoundSettings,
  type SoundSettingsState,
  type SoundSettingsStorage,
} from "./sound-settings";

export { clampVolume, type SoundSettingsState, type SoundSettingsStorage } from "./sound-settings";

export interface SoundEngineOptions {
  /** Called at most once, after the first user gesture; `null` means the browser has no Web Audio. */
  createContext?: () => AudioContext | null;
  /** Milliseconds on a monotonic clock, for the per-sound throttle. */
  now?: () => number;
  storage?: SoundSettingsStorage | null;
  /** Where the first pointerdown, keydown or touchstart is awaited; `null` never unlocks audio. */
  gestureTarget?: EventTarget | null;
}

export interface SoundRecording {
  /** The sounds played since recording started, in order. */
  readonly sounds: readonly SoundKey[];
  stop: () => void;
}

const GESTURE_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;
/** Exponential ramps cannot reach zero, so envelopes start and end here (-80 dB). */
const SILENT = 0.0001;
const NOISE_SECONDS = 1;

interface Voice {
  gain: GainNode;
  /** Sources and filters feeding the gain node, disconnected when the voice is reused. */
  nodes: AudioNode[];
  /** Play order, so the oldest voice can be taken when every voice is busy. */
  sequence: number;
  /** Audio-clock time at which the last note has faded. */
  endsAt: number;
}

/**
 * Synthesised sound effects on the Web Audio API. Nothing is created before the first user gesture
 * (browsers refuse to start audio earlier), each voice owns one pooled gain node, and the muted flag
 * and volume live in local storage.
 */
export class SoundEngine {
  private readonly createContext: () => AudioContext | null;
  private readonly now: () => number;
  private readonly storage: SoundSettingsStorage | null;
  private settings: SoundSettingsState;
  private readonly listeners = new Set<() => void>();
  private readonly lastPlayedAt = new Map<string, number>();
  private readonly recorders = new Set<(key: SoundKey) => void>();
  private readonly voices: Voice[] = [];
  private context: AudioContext | null = null;
  private contextUnavailable = false;
  private noiseBuffer: AudioBuffer | null = null;
  private unlocked = false;
  private playCount = 0;

  constructor(options: SoundEngineOptions = {}) {
    this.createContext = options.createContext ?? createBrowserAudioContext;
    this.now = options.now ?? (() => performance.now());
    this.storage = options.storage === undefined ? browserLocalStorage() : options.storage;
    this.settings = readSoundSettings(this.storage);
    const gestureTarget =
      options.gestureTarget === undefined
        ? typeof window === "undefined"
          ? null
          : window
        : options.gestureTarget;
    if (options.gestureTarget === undefined && pageWasActivated()) this.unlocked = true;
    else if (gestureTarget) this.awaitFirstGesture(gestureTarget);
  }

  readonly getSettings = (): SoundSettingsState => this.settings;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly setMuted = (muted: boolean): void => {
    this.update({ ...this.settings, muted });
  };

  readonly setVolume = (volume: number): void => {
    this.update({ ...this.settings, volume: clampVolume(volume) });
  };

  /** Plays a sound unless audio is locked, muted or silent, or the same sound played under 50 ms ago. */
  readonly play = (key: SoundKey): void => {
    const { muted, volume } = this.settings;
    if (!this.unlocked || muted || volume === 0) return;
    const recipe = resolveRecipe(key);
    if (!recipe) return;
    const now = this.now();
    const lastPlayedAt = this.lastPlayedAt.get(key);
    if (lastPlayedAt !== undefined && now - lastPlayedAt < SOUND_THROTTLE_MS) return;
    this.lastPlayedAt.set(key, now);
    // Recorded once every rule has let it through, before any audio output: a browser or test without
    // Web Audio still records what would have sounded.
    for (const recorder of this.recorders) recorder(key);
    const context = this.ensureContext();
    if (!context) return;
    this.render(context, this.acquireVoice(context), recipe, volume);
  };

  /**
   * The test hook: from now on, every sound that passes the lock, mute, volume and 50 ms throttle rules
   * is appended to `sounds` (a muted or throttled request is not), until `stop()`. A recording starts
   * from silence: what played before it, on whatever clock, does not throttle its first sounds.
   */
  readonly record = (): SoundRecording => {
    this.lastPlayedAt.clear();
    const sounds: SoundKey[] = [];
    const recorder = (key: SoundKey) => {
      sounds.push(key);
    };
    this.recorders.add(recorder);
    return {
      sounds,
      stop: () => {
        this.recorders.delete(recorder);
      },
    };
  };

  private awaitFirstGesture(target: EventTarget): void {
    const unlock = () => {
      for (const type of GESTURE_EVENTS) target.removeEventListener(type, unlock, true);
      this.unlocked = true;
      if (!this.settings.muted) this.ensureContext();
    };
    for (const type of GESTURE_EVENTS)
      target.addEventListener(type, unlock, { capture: true, passive: true });
  }

  private ensureContext(): AudioContext | null {
    if (!this.context && !this.contextUnavailable) {
      try {
        this.context = this.createContext();
      } catch {
        this.context = null;
      }
      this.contextUnavailable = this.context === null;
    }
    // A context can be suspended again by the browser (e.g. after the tab was in the background).
    if (this.context && this.context.state !== "running") this.context.resume().catch(() => {});
    return this.context;
  }

  private acquireVoice(context: AudioContext): Voice {
    let voice = this.voices.find(({ endsAt }) => endsAt <= context.currentTime);
    if (!voice && this.voices.length < SOUND_MAX_POOLED_GAIN_NODES) {
      const gain = context.createGain();
      gain.connect(context.destination);
      voice = { gain, nodes: [], sequence: 0, endsAt: 0 };
      this.voices.push(voice);
    }
    // Every voice is busy: the oldest sound gives way, since the newest one answers what the user just did.
    voice ??= this.voices.reduce((oldest, candidate) =>
      candidate.sequence < oldest.sequence ? candidate : oldest,
    );
    for (const node of voice.nodes) node.disconnect();
    voice.nodes = [];
    return voice;
  }

  private render(context: AudioContext, voice: Voice, recipe: SoundRecipe, volume: number): void {
    const start = context.currentTime;
    const envelope = voice.gain.gain;
    envelope.cancelScheduledValues(start);
    envelope.setValueAtTime(SILENT, start);
    for (const { at, duration, level, attack, layers } of recipe) {
      const noteStart = start + at;
      const noteEnd = noteStart + duration;
      envelope.setValueAtTime(SILENT, noteStart);
      envelope.linearRampToValueAtTime(Math.max(SILENT, level * volume), noteStart + attack);
      envelope.exponentialRampToValueAtTime(SILENT, noteEnd);
      for (const layer of layers) {
        const source = this.createSource(context, layer, noteStart, noteEnd);
        voice.nodes.push(source);
        let output: AudioNode = source;
        if (layer.filter) {
          const filter = createFilter(context, layer.filter, noteStart, noteEnd);
          source.connect(filter);
          voice.nodes.push(filter);
          output = filter;
        }
        output.connect(voice.gain);
        source.start(noteStart);
        source.stop(noteEnd);
      }
    }
    this.playCount += 1;
    voice.sequence = this.playCount;
    voice.endsAt = start + recipeDuration(recipe);
  }

  private createSource(
    context: AudioContext,
    layer: SoundLayer,
    start: number,
    end: number,
  ): AudioScheduledSourceNode {
    if (layer.kind === "noise") {
      const source = context.createBufferSource();
      source.buffer = this.getNoiseBuffer(context);
      source.loop = true;
      return source;
    }
    const oscillator = context.createOscillator();
    oscillator.type = layer.wave;
    oscillator.frequency.setValueAtTime(layer.frequency, start);
    if (layer.glideTo !== undefined) oscillator.frequency.exponentialRampToValueAtTime(layer.glideTo, end);
    return oscillator;
  }

  private getNoiseBuffer(context: AudioContext): AudioBuffer {
    if (!this.noiseBuffer) {
      const length = Math.round(context.sampleRate * NOISE_SECONDS);
      this.noiseBuffer = context.createBuffer(1, length, context.sampleRate);
      const samples = this.noiseBuffer.getChannelData(0);
      for (let index = 0; index < length; index += 1) samples[index] = Math.random() * 2 - 1;
    }
    return this.noiseBuffer;
  }

  private update(next: SoundSettingsState): void {
    if (next.muted === this.settings.muted && next.volume === this.settings.volume) return;
    this.settings = next;
    try {
      this.storage?.setItem(STORAGE_KEYS.soundMuted, String(next.muted));
      this.storage?.setItem(STORAGE_KEYS.soundVolume, String(next.volume));
    } catch {
      // Storage full or blocked: the setting still applies for this visit.
    }
    for (const listener of this.listeners) listener();
  }
}

function createFilter(
  context: AudioContext,
  spec: SoundFilter,
  start: number,
  end: number,
): BiquadFilterNode {
  const filter = context.createBiquadFilter();
  filter.type = spec.type;
  filter.frequency.setValueAtTime(spec.frequency, start);
  if (spec.sweepTo !== undefined) filter.frequency.exponentialRampToValueAtTime(spec.sweepTo, end);
  if (spec.q !== undefined) filter.Q.setValueAtTime(spec.q, start);
  return filter;
}

/**
 * The engine loads lazily, usually because of a click or key press that has already happened: the
 * browser's user-activation flag tells so, and audio may start at once rather than at the next gesture.
 */
function pageWasActivated(): boolean {
  if (typeof navigator === "undefined" || !("userActivation" in navigator)) return false;
  return navigator.userActivation?.hasBeenActive === true;
}

function createBrowserAudioContext(): AudioContext | null {
  return typeof AudioContext === "undefined" ? null : new AudioContext();
}

/**
 * Just enough of the Web Audio API for the sound engine's tests: it records every node it creates
 * and lets the test move the audio clock.
 */

type ParamEvent = [method: string, value: number, time: number];

class FakeAudioParam {
  value = 0;
  readonly events: ParamEvent[] = [];
  setValueAtTime(value: number, time: number) {
    this.events.push(["setValueAtTime", value, time]);
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push(["linearRampToValueAtTime", value, time]);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    if (value <= 0) throw new RangeError("exponential ramps need a positive target");
    this.events.push(["exponentialRampToValueAtTime", value, time]);
  }
  cancelScheduledValues(time: number) {
    this.events.push(["cancelScheduledValues", 0, time]);
  }
}

class FakeNode {
  readonly connections = new Set<unknown>();
  connect(target: unknown) {
    this.connections.add(target);
    return target;
  }
  disconnect() {
    this.connections.clear();
  }
}

export class FakeGainNode extends FakeNode {
  readonly gain = new FakeAudioParam();
}

export class FakeSourceNode extends FakeNode {
  type = "";
  buffer: unknown = null;
  loop = false;
  readonly frequency = new FakeAudioParam();
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  start(time = 0) {
    if (this.startedAt !== null) throw new Error("a source node can only be started once");
    this.startedAt = time;
  }
  stop(time = 0) {
    this.stoppedAt = time;
  }
}

export class FakeFilterNode extends FakeNode {
  type = "";
  readonly frequency = new FakeAudioParam();
  readonly Q = new FakeAudioParam();
}

export class FakeAudioContext {
  currentTime = 0;
  state: "suspended" | "running" | "closed";
  readonly sampleRate = 8000;
  readonly destination = new FakeNode();
  readonly gains: FakeGainNode[] = [];
  readonly sources: FakeSourceNode[] = [];
  readonly filters: FakeFilterNode[] = [];
  resumeCalls = 0;

  constructor(state: "suspended" | "running" = "running") {
    this.state = state;
  }

  resume() {
    this.resumeCalls += 1;
    this.state = "running";
    return Promise.resolve();
  }
  createGain() {
    const node = new FakeGainNode();
    this.gains.push(node);
    return node;
  }
  createOscillator() {
    const node = new FakeSourceNode();
    this.sources.push(node);
    return node;
  }
  createBufferSource() {
    const node = new FakeSourceNode();
    this.sources.push(node);
    return node;
  }
  createBiquadFilter() {
    const node = new FakeFilterNode();
    this.filters.push(node);
    return node;
  }
  createBuffer(_channels: number, length: number) {
    const samples = new Float32Array(length);
    return { getChannelData: () => samples };
  }

  asAudioContext(): AudioContext {
    return this as unknown as AudioContext;
  }
}

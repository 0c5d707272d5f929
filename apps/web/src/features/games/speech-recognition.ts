import { useCallback, useEffect, useRef, useState } from "react";

/*
 * The browser's own speech recognition (the Web Speech API's `SpeechRecognition`, `webkitSpeechRecognition`
 * in Chromium and Safari), for the interview practice's spoken answers. Only the shapes this page uses
 * are described here: the standard library of types has none for it. Where the browser has none, the
 * practice offers typing only.
 */

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}
interface RecognitionResultList {
  readonly length: number;
  readonly [index: number]: RecognitionResult | undefined;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: RecognitionResultList;
}
export interface Recognizer {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
export type RecognizerConstructor = new () => Recognizer;

/** The browser's recogniser, or null where there is none. */
export function findRecognizer(scope: object = window): RecognizerConstructor | null {
  const candidate: unknown =
    Reflect.get(scope, "SpeechRecognition") ?? Reflect.get(scope, "webkitSpeechRecognition");
  // The browser's constructor cannot be checked further without calling it; its shape is the standard's.
  return typeof candidate === "function" ? (candidate as RecognizerConstructor) : null;
}

/** What the recogniser reported, in words a person can act on. */
function recognitionProblem(error: string): string {
  if (error === "not-allowed" || error === "service-not-allowed") {
    return "The microphone is not allowed for this page. Allow it in your browser, or type your answer.";
  }
  if (error === "no-speech")
    return "No speech was heard. Try again closer to the microphone, or type your answer.";
  if (error === "network")
    return "Your browser's speech recognition could not be reached. Type your answer instead.";
  if (error === "aborted") return "";
  return "Speech recognition stopped. Type your answer, or try again.";
}

export interface SpeechAnswer {
  listening: boolean;
  /** Words heard but not yet final: shown as they come, never kept until final. */
  interim: string;
  problem: string;
  start: () => void;
  stop: () => void;
}

/**
 * Listens while asked to; each final piece of text is handed to `onFinal` (which adds it to the answer
 * the person can still edit), interim words are shown apart.
 */
export function useSpeechAnswer(
  recognizer: RecognizerConstructor | null,
  onFinal: (text: string) => void,
): SpeechAnswer {
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState("");
  const [problem, setProblem] = useState("");
  const active = useRef<Recognizer | null>(null);
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;

  const stop = useCallback(() => {
    active.current?.stop();
  }, []);

  const start = useCallback(() => {
    if (!recognizer || active.current) return;
    const recognition = new recognizer();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = "en-GB";
    recognition.onresult = (event) => {
      let pending = "";
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        const transcript = result?.[0]?.transcript ?? "";
        if (result?.isFinal) onFinalRef.current(transcript.trim());
        else pending += transcript;
      }
      setInterim(pending.trim());
    };
    recognition.onerror = (event) => setProblem(recognitionProblem(event.error));
    recognition.onend = () => {
      active.current = null;
      setListening(false);
      setInterim("");
    };
    active.current = recognition;
    setProblem("");
    setListening(true);
    recognition.start();
  }, [recognizer]);

  useEffect(() => () => active.current?.abort(), []);

  return { listening, interim, problem, start, stop };
}

/** A final piece of recognised speech added to the answer so far, one space between them. */
export function appendHeard(current: string, heard: string): string {
  return current.trim() ? `${current.trimEnd()} ${heard}` : heard;
}

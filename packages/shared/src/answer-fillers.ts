/*
 * Fillers in an answer (docs/decisions/045-interview-practice.md): which words only fill, decided from
 * the words around them, so "I'd like to" is never counted and "we were, like, lost" is. Part of the
 * answer feedback measures (answer-feedback.ts), kept schema-free for the same reason.
 */
// ---------------------------------------------------------------------------------------------------
// Tokens: lower-case words with what stands just before and after them, so a rule can ask "does this
// start a sentence?" or "is it set off by commas?".

interface Token {
  word: string;
  /** First word of the text or after `.`, `!`, `?` or a line break. */
  sentenceStart: boolean;
  /** A comma, semicolon, colon, dash or bracket stands right before it (or it starts a sentence). */
  setOffBefore: boolean;
  /** A comma, semicolon, colon, dash, bracket or a sentence end stands right after it. */
  setOffAfter: boolean;
  /** Written with a capital while not starting a sentence: a name ("tools like Figma"). */
  capitalised: boolean;
}

const TOKEN_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[.!?\n]|[,;:()—–]|\s-\s/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentenceStart = true;
  let setOff = true;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const piece = match[0];
    if (/^[.!?\n]$/.test(piece)) {
      sentenceStart = true;
      setOff = true;
      const last = tokens.at(-1);
      if (last) last.setOffAfter = true;
      continue;
    }
    if (/^(?:[,;:()—–]|\s-\s)$/.test(piece)) {
      setOff = true;
      const last = tokens.at(-1);
      if (last) last.setOffAfter = true;
      continue;
    }
    tokens.push({
      word: piece.toLowerCase().replaceAll("’", "'"),
      sentenceStart,
      setOffBefore: setOff,
      setOffAfter: false,
      capitalised: !sentenceStart && /^\p{Lu}/u.test(piece) && piece !== "I",
    });
    sentenceStart = false;
    setOff = false;
  }
  const last = tokens.at(-1);
  if (last) last.setOffAfter = true;
  return tokens;
}

// ---------------------------------------------------------------------------------------------------
// Fillers

/** The fillers counted, as `byWord` names them. Variants (umm, erm) count under their plain form. */
export const FILLER_WORDS = [
  "um",
  "uh",
  "er",
  "like",
  "you know",
  "sort of",
  "kind of",
  "basically",
  "actually",
  "literally",
  "i mean",
  "so",
] as const;
export type FillerWord = (typeof FILLER_WORDS)[number];

const HESITATIONS: Record<string, FillerWord> = {
  um: "um",
  umm: "um",
  ummm: "um",
  uhm: "um",
  uh: "uh",
  uhh: "uh",
  er: "er",
  erm: "er",
  err: "er",
};

/** Words that start a noun phrase: after them "like" compares ("like a dream", "like my manager"). */
const NOUN_PHRASE_STARTS = new Set([
  "a",
  "an",
  "the",
  "this",
  "that",
  "these",
  "those",
  "my",
  "your",
  "our",
  "their",
  "his",
  "her",
  "its",
  "me",
  "us",
  "them",
  "him",
  "you",
  "mine",
  "yours",
  "ours",
  "theirs",
  "someone",
  "somebody",
  "something",
  "anyone",
  "anything",
  "everyone",
  "everything",
  "most",
  "many",
  "any",
  "every",
  "all",
  "other",
  "some",
  "each",
  "what",
  "how",
  "before",
  "to",
]);

/** After these "like" is the verb ("I like", "I'd like to", "we didn't like it"): never a filler. */
const VERB_LIKE_AFTER = new Set([
  "i",
  "you",
  "we",
  "they",
  "people",
  "would",
  "should",
  "could",
  "might",
  "will",
  "may",
  "do",
  "does",
  "did",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "wouldn't",
  "not",
  "to",
  "i'd",
  "you'd",
  "we'd",
  "they'd",
  "he'd",
  "she'd",
]);

/** After these "like" is a filler ("it was like really hard", "and like we had no plan"). */
const FILLER_LIKE_AFTER = new Set([
  "am",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "i'm",
  "you're",
  "we're",
  "they're",
  "it's",
  "that's",
  "he's",
  "she's",
  "there's",
  "and",
  "but",
  "or",
  "so",
  "um",
  "uh",
  "er",
]);

/** Words before "kind of" / "sort of" that make it a noun ("what kind of product", "a sort of plan"). */
const KIND_OF_NOUN_AFTER = new Set([
  "a",
  "an",
  "the",
  "what",
  "which",
  "this",
  "that",
  "these",
  "those",
  "any",
  "every",
  "each",
  "some",
  "one",
  "another",
  "same",
  "different",
  "right",
  "wrong",
  "new",
  "no",
  "first",
  "only",
  "other",
  "that's",
  "my",
  "our",
  "your",
  "their",
]);

/** "You know" followed by these is the verb ("you know what happened", "you know the client"). */
const YOU_KNOW_OBJECTS = new Set([
  ...NOUN_PHRASE_STARTS,
  "about",
  "when",
  "where",
  "why",
  "who",
  "whether",
  "if",
  "it",
  "which",
  "exactly",
  "better",
  "more",
]);

/**
 * Is the "like" at `index` a filler? Rule (when in doubt it is not: the feedback would rather miss a
 * filler than scold a sentence that is fine):
 * - set off by punctuation on either side ("we were, like, lost"; "Like, nobody knew") → filler,
 *   unless a noun phrase follows it ("Like my manager, I ...") or "to" ("I'd like, to be fair, ...");
 * - after a form of "be", "and", "but", "or", "so" or a hesitation, and not followed by a noun phrase
 *   ("it was like really hard") → filler; "it was like a dream" compares, so it is not;
 * - anything else is not a filler: after a subject or modal it is the verb ("I like", "I'd like to",
 *   "I would like", "we didn't like"), after a noun or "look", "feel", "just" it compares ("tools like
 *   these", "it looked like rain", "just like before").
 */
function isFillerLike(tokens: Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined) return false;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (before !== undefined && VERB_LIKE_AFTER.has(before.word)) return false;
  const nextStartsNounPhrase =
    after !== undefined && !token.setOffAfter && (NOUN_PHRASE_STARTS.has(after.word) || after.capitalised);
  if (nextStartsNounPhrase) return false;
  if (token.setOffBefore || token.setOffAfter) return true;
  return before !== undefined && FILLER_LIKE_AFTER.has(before.word);
}

/**
 * Fillers in a text. Rules, each documented in decision 045:
 * - um, uh, er (and umm, uhm, erm, err) always;
 * - "basically", "actually", "literally" always: in an answer they rarely change the meaning;
 * - "like" only as a filler, never as the verb or a comparison (see `isFillerLike`);
 * - "you know" unless what follows is what is known ("you know what happened");
 * - "sort of", "kind of" unless they name a kind ("what kind of product", "a sort of plan");
 * - "I mean" unless it is meant ("what I mean is", "I mean it", "I mean to");
 * - "so" only opening a sentence ("So, we started ..."), not "so that" or "so we could" mid-sentence.
 */
export function fillerWords(text: string): { total: number; byWord: Record<string, number> } {
  const tokens = tokenize(text);
  const byWord: Record<string, number> = {};
  const add = (filler: FillerWord) => {
    byWord[filler] = (byWord[filler] ?? 0) + 1;
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined) continue;
    const { word, sentenceStart } = token;
    const before = tokens[index - 1]?.word;
    const next = tokens[index + 1];
    const hesitation = HESITATIONS[word];
    if (hesitation) {
      add(hesitation);
    } else if (word === "basically" || word === "actually" || word === "literally") {
      add(word);
    } else if (word === "like") {
      if (isFillerLike(tokens, index)) add("like");
    } else if (word === "you" && next?.word === "know") {
      const object = tokens[index + 2];
      const verb = object !== undefined && !next.setOffAfter && YOU_KNOW_OBJECTS.has(object.word);
      const asked = before === "do" || before === "did" || before === "if" || before === "would";
      if (!verb && !asked) add("you know");
      index++;
    } else if ((word === "kind" || word === "sort") && next?.word === "of") {
      if (before === undefined || !KIND_OF_NOUN_AFTER.has(before))
        add(word === "kind" ? "kind of" : "sort of");
      index++;
    } else if (word === "i" && next?.word === "mean") {
      const meant = before === "what" || before === "which" || before === "that";
      const object = tokens[index + 2]?.word;
      const meantIt = !next.setOffAfter && (object === "it" || object === "to" || object === "that");
      if (!meant && !meantIt) add("i mean");
      index++;
    } else if (word === "so" && sentenceStart && next?.word !== "that" && next?.word !== "far") {
      add("so");
    }
  }
  const total = Object.values(byWord).reduce((sum, count) => sum + count, 0);
  return { total, byWord };
}

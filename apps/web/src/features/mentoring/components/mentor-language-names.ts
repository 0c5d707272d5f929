/** The languages the editor offers and the directory filters on: the most spoken among our members. */
export const MENTOR_LANGUAGE_CHOICES = [
  "ar",
  "bn",
  "de",
  "en",
  "es",
  "fr",
  "hi",
  "id",
  "it",
  "ja",
  "ko",
  "ml",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ru",
  "sv",
  "sw",
  "ta",
  "tr",
  "uk",
  "vi",
  "yo",
  "zh",
] as const;

let names: Intl.DisplayNames | undefined;

/** "de" → "German", in English as the rest of the interface; the tag itself where the browser knows no name. */
export function languageName(tag: string): string {
  try {
    names ??= new Intl.DisplayNames(["en"], { type: "language" });
    return names.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** Browsers in the order they must be tested: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Opera", /\b(?:OPR|Opera)\//],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(?:Firefox|FxiOS)\//],
  ["Chrome", /\b(?:Chrome|CriOS)\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

/** Systems in test order: iPads and iPhones also say "like Mac OS X", Android also says "Linux". */
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ["iPadOS", /\biPad\b/],
  ["iOS", /\b(?:iPhone|iPod)\b/],
  ["Android", /\bAndroid\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Windows", /\bWindows\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

/** "Firefox on Windows" from a User-Agent header, enough for a person to recognise their device. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

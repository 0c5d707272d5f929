export * from "./auth-forms";
export type { CheckResult } from "./check-result";
export * from "./email";
export * from "./file";
export * from "./password";
export * from "./suspicious-input";
export { codePointCount, collapseWhitespace, plainTextLine } from "./text";
export * from "./time-zone";

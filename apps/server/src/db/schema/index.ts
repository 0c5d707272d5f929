export * from "./app-meta";
export * from "./auth";
export * from "./incubators";
export * from "./outbox";
export * from "./page-views";
export * from "./profiles";
export * from "./rate-limits";
export * from "./roles";

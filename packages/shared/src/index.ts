export * from "./account";
export * from "./api-error";
export * from "./constants";
export * from "./enums";
export * from "./incubators";
export * from "./realtime";
export * from "./routes";
export * from "./validation";

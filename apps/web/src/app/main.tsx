// First: zod must find its settings before any chunk loads it.
import "./zod-setup";
import { applyCspNonce } from "@/lib/csp-nonce";
import { handlePreloadErrors } from "@/lib/preload-error";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { startApp } from "./start-app";
import "@/index.css";

// Installed before anything can load a page chunk, so a stale deployment is handled from the start.
handlePreloadErrors();
applyCspNonce();

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain the #root element");
// The app starts in a task after the entry's evaluation (decision 071: together they were one long task).
void yieldToBrowser().then(() => startApp(container));

// First: zod must find its settings before any chunk loads it.
import "./zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { applyCspNonce } from "@/lib/csp-nonce";
import { handlePreloadErrors } from "@/lib/preload-error";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createRoutes } from "./router";
import "@/index.css";

// Installed before anything can load a page chunk, so a stale deployment is handled from the start.
handlePreloadErrors();
applyCspNonce();

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain the #root element");
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// After the first render, and loaded then, so analytics never delays the page.
void import("@/lib/analytics/google-analytics").then((analytics) => analytics.loadGoogleAnalytics());

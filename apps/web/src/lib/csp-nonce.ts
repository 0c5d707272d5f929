import { setNonce } from "get-nonce";

const NONCE_PLACEHOLDER = "__CSP_NONCE__";

/**
 * Radix's scroll lock (dialogs, menus) injects a <style> element at runtime. Under the
 * server's Content-Security-Policy that element needs the page's nonce, which Vite
 * exposes in `<meta property="csp-nonce">`; `get-nonce` hands it to the style injector.
 * Browsers hide the nonce attribute, so it is read from the `nonce` property.
 */
export function applyCspNonce(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce && nonce !== NONCE_PLACEHOLDER) setNonce(nonce);
}

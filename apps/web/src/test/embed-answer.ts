/**
 * An answer as the server puts it into the page (apps/server/src/lib/web-app.ts): a data element naming
 * its address, for `takeEmbeddedAnswer` (lib/api-client.ts) to take.
 */
export function embedAnswer(address: string, json: string): void {
  const element = document.createElement("script");
  element.type = "application/json";
  element.dataset.embeddedAnswer = "";
  element.dataset.address = address;
  element.textContent = json;
  document.body.append(element);
}

// The local OpenID Connect provider of the tests (src/test/oidc-provider.ts) as a program, for the
// end-to-end suite: node apps/server/scripts/mock-oidc.mjs --port 3901 [--host 127.0.0.1]
// Point the app at it with LINKEDIN_DISCOVERY_URL=http://127.0.0.1:3901/.well-known/openid-configuration
// (any LINKEDIN_CLIENT_ID / LINKEDIN_CLIENT_SECRET). Ready when GET /health answers 200.
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3901" },
    host: { type: "string", default: "127.0.0.1" },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not ${values.port}`);
  process.exit(1);
}

const { startMockOidcProvider } = await tsImport("../src/test/oidc-provider.ts", import.meta.url);
const provider = await startMockOidcProvider({ port, host: values.host });
console.info(`Mock OpenID Connect provider ready at ${provider.issuer}`);
console.info(`  discovery: ${provider.discoveryUrl}`);
console.info(`  health:    ${provider.issuer}/health`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    provider.close().then(() => process.exit(0));
  });
}

import { defineEndpoint } from "../api-endpoint";
import { supportRequestSchema, supportResponseSchema } from "../incubators";

/** The contact form: a message to the administrators. */
export const supportEndpoints = {
  send: defineEndpoint({
    method: "POST",
    path: "/api/support",
    body: supportRequestSchema,
    status: 202,
    response: supportResponseSchema,
  }),
};

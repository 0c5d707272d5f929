import { avatarResponseSchema, FILE_MAX_BYTES, meResponseSchema } from "@hatchery/shared";
import { z } from "zod";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import {
  AVATAR_MIME_TYPES,
  readAvatar,
  serverUpdateProfileSchema,
  setAvatar,
  updateProfile,
} from "./profile.service";

export function profileRoutes({ db, guards, storage }: ModuleDeps): ApiRoute[] {
  return [
    defineApiRoute({
      method: "patch",
      path: "/api/account/profile",
      summary: "Changes the signed-in person's names, headline, bio, location or LinkedIn address.",
      tags: ["account"],
      middleware: [guards.requireUser],
      body: { schema: serverUpdateProfileSchema },
      responses: {
        200: {
          description: "The person after the change, as GET /api/account/me.",
          schema: meResponseSchema,
        },
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
      },
      handler: async (c, { body }) => c.json(await updateProfile(db, c.get("actor"), body)),
    }),
    defineApiRoute({
      method: "post",
      path: "/api/account/avatar",
      summary:
        "Replaces the signed-in person's photo: a JPEG, PNG, GIF or WebP image of at most 10 MB in the multipart field `file`.",
      tags: ["account"],
      middleware: [guards.requireUser],
      upload: { field: "file" },
      responses: {
        200: { description: "The address of the new photo.", schema: avatarResponseSchema },
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        413: apiErrorResponse("File size exceeds 10MB limit"),
        415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
        422: apiErrorResponse("No file was sent in the field `file`."),
      },
      handler: async (c) => {
        const actor = c.get("actor");
        const avatar = await receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: AVATAR_MIME_TYPES },
          (file) => setAvatar(db, actor, file, { storage }),
        );
        return c.json(avatar);
      },
    }),
    defineApiRoute({
      method: "get",
      path: "/api/files/avatars/:name",
      summary: "A person's photo, by the file name in their `image` address.",
      tags: ["account"],
      params: z.object({ name: z.string() }),
      responses: {
        200: { description: "The image, with its real type.", contentType: "image/*" },
        404: apiErrorResponse("There is no avatar with this name."),
      },
      handler: async (c, { params }) => storedImageResponse(c, await readAvatar(storage, params.name)),
    }),
  ];
}

import { accountEndpoints, FILE_MAX_BYTES } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import type { ModuleDeps } from "../../module-deps";
import {
  AVATAR_MIME_TYPES,
  readAvatar,
  serverUpdateProfileSchema,
  setAvatar,
  updateProfile,
} from "./profile.service";

export function profileRoutes({ db, guards, storage }: ModuleDeps): ApiRoute[] {
  return [
    // The contract's rules, with names passed through `sanitizeName` as at sign-up.
    defineEndpointRoute(
      { ...accountEndpoints.updateProfile, body: serverUpdateProfileSchema },
      {
        summary:
          "Changes the signed-in person's names, headline, bio, location, LinkedIn address, time zone (an IANA name) or team preferences (preferred roles, skills, hours a week, must-have or flexible) or who sees their profile and what it shows.",
        tags: ["account"],
        success: "The person after the change, as GET /api/account/me.",
        middleware: [guards.requireUser],
        errors: {
          401: apiErrorResponse("Not signed in."),
          403: apiErrorResponse("The request came from another site."),
          422: apiErrorResponse("A field is invalid, such as a time zone `Intl` does not know."),
        },
        handler: (c, { body }) => updateProfile(db, c.get("actor"), body),
      },
    ),
    defineEndpointRoute(accountEndpoints.uploadAvatar, {
      summary:
        "Replaces the signed-in person's photo: a JPEG, PNG, GIF or WebP image of at most 10 MB in the multipart field `file`.",
      tags: ["account"],
      success: "The address of the new photo.",
      middleware: [guards.requireUser],
      errors: {
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        413: apiErrorResponse("File size exceeds 10MB limit"),
        415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
        422: apiErrorResponse("No file was sent in the field `file`."),
      },
      handler: (c) => {
        const actor = c.get("actor");
        return receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: AVATAR_MIME_TYPES },
          (file) => setAvatar(db, actor, file, { storage }),
        );
      },
    }),
    defineEndpointRoute(accountEndpoints.avatarFile, {
      summary: "A person's photo, by the file name in their `image` address.",
      tags: ["account"],
      success: "The image, with its real type.",
      successContentType: "image/*",
      errors: { 404: apiErrorResponse("There is no avatar with this name.") },
      handler: async (c, { params }) =>
        storedImageResponse(c, { image: await readAvatar(storage, params.name), audience: "public" }),
    }),
  ];
}

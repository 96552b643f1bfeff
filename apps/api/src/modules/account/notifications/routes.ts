import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesRequestSchema,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
} from "@fleetward/contracts/account";
import { idParamsSchema } from "@fleetward/contracts/billing";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../lib/forms.ts";
import type { ZodApi } from "../../../lib/zod-api.ts";
import { noStoreAnswers } from "../../../lib/no-store.ts";
import { sessionOf } from "../../../plugins/auth.ts";
import {
  notificationFeed,
  readAllNotifications,
  readNotification,
  readPreferences,
  savePreferences,
  unreadCount,
} from "./service.ts";

const secured = { tags: ["notifications"], security: [{ bearerAuth: [] }] };
const userOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Personal data: never stored by a shared cache.
  noStoreAnswers(api);
  registerFeedRoutes(api);
  registerPreferenceRoutes(api);
}

function registerFeedRoutes(api: ZodApi) {
  api.get(
    "/api/user/me/notifications",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "The in-app notification feed, newest first, 20 a page",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => notificationFeed(api.db.orm, userOf(request), request.query.page),
  );

  api.get(
    "/api/user/me/notifications/unread-count",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "How many notifications are unread (the header badge)",
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ count: await unreadCount(api.db.orm, userOf(request)) }),
  );

  api.post(
    "/api/user/me/notifications/read-all",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Mark every notification read",
        response: { 200: z.object({ marked: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request) => readAllNotifications(api.db.orm, userOf(request), api.clock()),
  );

  api.post(
    "/api/user/me/notifications/:id/read",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Mark one of your notifications read",
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      readNotification(api.db.orm, userOf(request), request.params.id, api.clock()),
  );
}

function registerPreferenceRoutes(api: ZodApi) {
  api.get(
    "/api/user/me/notification-preferences",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "E-mail on or off per category",
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => readPreferences(api.db.orm, userOf(request)),
  );

  api.put(
    "/api/user/me/notification-preferences",
    {
      onRequest: api.requireSession,
      schema: {
        ...secured,
        summary: "Choose e-mail per category; security e-mails cannot be switched off (422)",
        body: notificationPreferencesRequestSchema,
        response: {
          200: notificationPreferencesSchema,
          ...errorResponses(400, 401, 413, 415, 422),
        },
      },
    },
    async (request) => savePreferences(api.db.orm, userOf(request), request.body),
  );
}

import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { fastifyTrustProxy, type AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { realSleep, systemClock, type Clock, type Sleep } from "./lib/clock.ts";
import { HttpError } from "./lib/http-error.ts";
import { loggerOptions, type LogStream } from "./logger.ts";
import { authRoutes } from "./modules/account/auth/routes.ts";
import { consentsRoutes } from "./modules/site/consents/routes.ts";
import { contactRoutes } from "./modules/site/contact/routes.ts";
import { coursesRoutes } from "./modules/site/courses/routes.ts";
import { forumsRoutes } from "./modules/site/forums/routes.ts";
import { healthRoutes } from "./modules/platform/health/routes.ts";
import { helpRoutes } from "./modules/site/help/routes.ts";
import { jobsRoutes } from "./modules/site/jobs/routes.ts";
import { invoicePdfAttachment } from "./modules/account/billing/service.ts";
import { mailDeliveryPlugin, type MailDeliveryOptions } from "./modules/platform/mail/worker.ts";
import { newsletterRoutes } from "./modules/site/newsletter/routes.ts";
import { plansRoutes } from "./modules/site/plans/routes.ts";
import { postsRoutes } from "./modules/site/posts/routes.ts";
import { seoRoutes } from "./modules/site/seo/routes.ts";
import { siteRoutes } from "./modules/site/status/routes.ts";
import { storiesRoutes } from "./modules/site/stories/routes.ts";
import { supportRoutes } from "./modules/site/support/routes.ts";
import { trialsRoutes } from "./modules/account/trials/routes.ts";
import { trialWorkerPlugin, type TrialWorkerOptions } from "./modules/account/trials/worker.ts";
import {
  reminderWorkerPlugin,
  type ReminderWorkerOptions,
} from "./modules/workspace/reminders/worker.ts";
import { usersRoutes } from "./modules/account/users/routes.ts";
import { workspacesRoutes } from "./modules/workspace/assets/routes.ts";
import { importsRoutes } from "./modules/workspace/imports/routes.ts";
import { importWorkerPlugin, type ImportOptions } from "./modules/workspace/imports/worker.ts";
import { membersRoutes } from "./modules/workspace/members/routes.ts";
import { catalogRoutes } from "./modules/workspace/catalog/routes.ts";
import { customFieldsRoutes } from "./modules/workspace/custom-fields/routes.ts";
import { historyRoutes } from "./modules/workspace/history/routes.ts";
import { peopleRoutes } from "./modules/workspace/people/routes.ts";
import { offboardingRoutes } from "./modules/workspace/offboarding/routes.ts";
import { settingsRoutes } from "./modules/workspace/settings/routes.ts";
import { licensesRoutes } from "./modules/workspace/licenses/routes.ts";
import { dashboardRoutes } from "./modules/workspace/dashboard/routes.ts";
import { gettingStartedRoutes } from "./modules/workspace/getting-started/routes.ts";
import { apiTokensRoutes } from "./modules/workspace/api-tokens/routes.ts";
import { scimRoutes } from "./modules/workspace/scim/routes.ts";
import { ssoRoutes } from "./modules/workspace/sso/routes.ts";
import { quotasPlugin } from "./modules/workspace/quotas/plugin.ts";
import { quotasRoutes } from "./modules/workspace/quotas/routes.ts";
import { exportsRoutes } from "./modules/workspace/exports/routes.ts";
import { devicesRoutes } from "./modules/workspace/devices/routes.ts";
import type { DevicesOptions } from "./modules/workspace/devices/service.ts";
import { policiesRoutes, type PoliciesOptions } from "./modules/workspace/policies/routes.ts";
import { policyQuerySource, policyResultsOfDevice } from "./modules/workspace/policies/service.ts";
import { webhooksRoutes } from "./modules/workspace/webhooks/routes.ts";
import {
  webhookWorkerPlugin,
  type WebhookWorkerOptions,
} from "./modules/workspace/webhooks/worker.ts";
import { accountRoutes } from "./modules/account/users/account-routes.ts";
import { billingRoutes } from "./modules/account/billing/routes.ts";
import { notificationsRoutes } from "./modules/account/notifications/routes.ts";
import { authPlugin } from "./plugins/auth.ts";
import { clockPlugin } from "./plugins/clock.ts";
import { configPlugin } from "./plugins/config.ts";
import { databasePlugin } from "./plugins/database.ts";
import { databaseUpkeepPlugin } from "./plugins/database-upkeep.ts";
import { answerRouterError, errorsPlugin } from "./plugins/errors.ts";
import { jobQueuePlugin, type JobQueueOptions } from "./plugins/job-queue.ts";
import { secretBoxPlugin } from "./plugins/secret-box.ts";
import { cspDirectives, generateRequestId, requestIdPlugin } from "./plugins/security.ts";
import { requestScopePlugin } from "./plugins/request-scope.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { deviceWebhooks, importFinishedWebhook, policyWebhooks } from "./workspace-events.ts";
import { workspaceAccessPlugin } from "./plugins/workspace-access.ts";

export type BuildAppOptions = {
  config: AppConfig;
  /** An opened database to use instead of the configured one (tests); closed with the app. */
  database?: Database;
  /** Where log lines go instead of stdout (tests). */
  logStream?: LogStream;
  /** The current time; tests pass a clock they can move. Defaults to `new Date()`. */
  clock?: Clock;
  /** Deliberate waits (sign-in throttling); tests pass one that records instead of waiting. */
  sleep?: Sleep;
  /** Retry and polling intervals of e-mail delivery (tests shorten them). */
  mail?: MailDeliveryOptions;
  /** Trial sweep timer and job polling (tests turn the timer off and call sweepTrials). */
  trials?: TrialWorkerOptions;
  /** Whether pg-boss runs its cron pass (tests turn it off and call the scheduled work). */
  jobs?: JobQueueOptions;
  /** Polling of the daily reminders' queue. */
  reminders?: ReminderWorkerOptions;
  /** CSV imports: the import.finished hook, batch size, whether this instance works the queue. */
  imports?: ImportOptions;
  /** Devices: other modules' osquery queries, policy results and event hooks (lead wires them). */
  devices?: DevicesOptions;
  /** Posture policies: the policyChanged hook (webhooks) and the alert worker's polling. */
  policies?: PoliciesOptions;
  /** The webhook sender's sweep interval (tests turn it off and call sendDueWebhooks). */
  webhooks?: WebhookWorkerOptions;
  /** Where the seed reads the Markdown articles; defaults to modules/posts/content. */
  postsContentDir?: string;
};

export const bodyLimit = 1024 * 1024;

const probePaths = new Set(["/healthz", "/readyz"]);

/** Builds the whole server, ready to `listen` or to `inject` requests in tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // Probes hit these every few seconds; logging each would drown everything else.
    logController: new LogController({
      disableRequestLogging: (request) => probePaths.has(request.url),
    }),
    genReqId: generateRequestId,
    // A malformed or over-long path still gets `{ detail }` and the security headers.
    frameworkErrors: (error, request, reply) => answerRouterError(error, request, reply),
    bodyLimit,
    // Slow-client protection: the whole request must arrive within 30 s, and an idle
    // socket is dropped after 60 s.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Opening PGlite and migrating can take several seconds on a slow disk.
    pluginTimeout: 60_000,
  });
  if (config.trustProxy === true) {
    app.log.warn(
      "TRUST_PROXY=true trusts every X-Forwarded-For entry: any client can choose its own address and get around per-address limits. Set the proxies' addresses or a hop count instead.",
    );
  }
  try {
    await registerAll(app, options);
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}

async function registerAll(app: FastifyInstance, options: BuildAppOptions) {
  const { config, database } = options;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only, unless a route opts into another parser: anything else is a 415.
  app.removeContentTypeParser("text/plain");

  // 1. Ecosystem plugins
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    // Same intent as frame-ancestors 'none', for browsers that predate CSP level 2.
    frameguard: { action: "deny" },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    // Limits are declared per route (forms and authentication), not globally.
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests; try again in ${context.after}`),
  });
  await registerApiDocs(app);

  // 2. Our plugins
  await app.register(configPlugin, { config });
  await app.register(secretBoxPlugin, { config });
  await app.register(clockPlugin, {
    clock: options.clock ?? systemClock,
    sleep: options.sleep ?? realSleep,
  });
  await app.register(requestIdPlugin);
  await app.register(databasePlugin, {
    config,
    database,
    postsContentDir: options.postsContentDir,
  });
  await app.register(requestScopePlugin);
  await app.register(jobQueuePlugin, options.jobs ?? {});
  await app.register(quotasPlugin);
  await app.register(mailDeliveryPlugin, {
    attachmentSources: { "invoice-pdf": invoicePdfAttachment },
    ...options.mail,
  });
  await app.register(authPlugin);
  await app.register(workspaceAccessPlugin);
  await app.register(errorsPlugin);
  await registerWorkers(app, options);

  // 3. Routes; the web app last, because it answers every GET nothing else claims.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(postsRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(supportRoutes);
  await app.register(jobsRoutes);
  await registerWorkspaceRoutes(app, options);
  await app.register(coursesRoutes);
  await app.register(forumsRoutes);
  await app.register(helpRoutes);
  await app.register(accountRoutes);
  await app.register(billingRoutes, {});
  await app.register(notificationsRoutes);
  await app.register(trialsRoutes);
  await app.register(plansRoutes);
  await app.register(storiesRoutes);
  await app.register(consentsRoutes);
  await app.register(siteRoutes);
  await app.register(seoRoutes, { webDistDir: config.webDistDir, publicUrl: config.publicUrl });
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
}

/** The background workers on the job queue. */
async function registerWorkers(app: FastifyInstance, options: BuildAppOptions) {
  await app.register(trialWorkerPlugin, options.trials ?? {});
  await app.register(reminderWorkerPlugin, options.reminders ?? {});
  await app.register(importWorkerPlugin, {
    onFinished: importFinishedWebhook,
    ...options.imports,
  });
  await app.register(databaseUpkeepPlugin);
  await app.register(webhookWorkerPlugin, options.webhooks ?? {});
}

/** The workspace wing's modules (/api/workspace/*), behind the member or API token check. */
async function registerWorkspaceRoutes(app: FastifyInstance, options: BuildAppOptions) {
  await app.register(workspacesRoutes);
  await app.register(membersRoutes);
  await app.register(peopleRoutes);
  await app.register(offboardingRoutes);
  await app.register(licensesRoutes);
  await app.register(catalogRoutes);
  await app.register(customFieldsRoutes);
  await app.register(settingsRoutes);
  await app.register(historyRoutes);
  await app.register(dashboardRoutes);
  await app.register(gettingStartedRoutes);
  // Posture policies run on the devices as osquery distributed queries (ADR 0026); what
  // devices and policies report also goes out as webhook events (workspace-events.ts).
  await app.register(devicesRoutes, {
    querySources: [policyQuerySource],
    policyResultsOf: policyResultsOfDevice,
    hooks: deviceWebhooks(app),
    rateLimits: {
      perEnrollSecret: app.config.osqueryEnrollsPerMinute,
      perAddress: app.config.osqueryRequestsPerAddressPerMinute,
    },
    ...options.devices,
  });
  await app.register(policiesRoutes, { hooks: policyWebhooks, ...options.policies });
  await app.register(webhooksRoutes);
  await app.register(importsRoutes);
  await app.register(apiTokensRoutes);
  await app.register(scimRoutes);
  await app.register(ssoRoutes);
  await app.register(exportsRoutes);
  await app.register(quotasRoutes);
}

const apiDescription = [
  'Every error answers `{ "detail": "…" }` with a matching status.',
  "",
  "## Two ways into the workspace API",
  "The `/api/workspace/...` routes take either a member's session (`bearerAuth`, with the workspace at the Host or in `X-Workspace`) or a workspace API token (`workspaceApiToken`, the workspace implied by the token). Example with a token:",
  "",
  "```sh",
  'curl -H "Authorization: Bearer fwk_…" https://app.example.com/api/workspace/assets',
  "curl -X POST -H \"Authorization: Bearer fwk_…\" -H 'content-type: application/json' \\",
  '  -d \'{"name":"MacBook Pro 14"}\' https://app.example.com/api/workspace/assets',
  "curl -X POST -H \"Authorization: Bearer fwk_…\" -H 'content-type: application/json' \\",
  '  -d \'{"person_id":"…"}\' https://app.example.com/api/workspace/assets/{id}/checkout',
  "```",
].join("\n");

async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Fleetward API",
        description: apiDescription,
        version: "0.1.0",
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description:
              "A member's session: the `access_token` of POST /api/customer/auth/login. On /api/workspace/* routes the workspace is the Host `{app_domain}.{APP_HOST}` or the `X-Workspace: {app_domain}` header.",
          },
          workspaceApiToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "fwk_ followed by 43 base64url characters",
            description:
              "A workspace API token (`fwk_…`), created by an admin at POST /api/workspace/api-tokens; the workspace is the token's (no Host or X-Workspace needed). `read` acts as a viewer, `write` as a technician; 120 calls a minute per token (then 429 with Retry-After); revoked, expired or unknown: 401. Each route says whether a token may call it (`x-api-token-scope`).",
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ["/api/docs", "/api/docs/*"] }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    // No calls to the public validator service: the CSP would block them anyway.
    uiConfig: { validatorUrl: null },
  });
}

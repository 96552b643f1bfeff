import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { QuotaKey } from "@fleetward/contracts/workspace-quotas";
import { parseDataKey } from "./lib/secret-box.ts";

const apiPackageDir = path.resolve(import.meta.dirname, "..");

/** Where `npm run build` in apps/web leaves the browser build. */
export const defaultWebDistDir = path.resolve(apiPackageDir, "../web/build/client");

// Empty variables count as unset: `FOO=` in a compose file or .env usually means "use the default".
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

const port = z
  .string()
  .regex(/^\d{1,5}$/, { error: "must be a whole number from 0 to 65535" })
  .transform(Number)
  .refine((value) => value <= 65535, { error: "must be a whole number from 0 to 65535" });

const directory = z
  .string()
  .min(1)
  .transform((value) => path.resolve(process.cwd(), value));

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: "must be a postgres:// or postgresql:// URL",
});

const domainVerification = z.enum(["dns", "trust-admin"], { error: "must be dns or trust-admin" });

const logLevel = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
  error: "must be one of fatal, error, warn, info, debug, trace, silent",
});

const hostName = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, { error: "must be a host name such as fleetward.example" });

/** Where visitors reach the site: an http(s) origin, without path, query or fragment. */
const publicUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
  .refine(
    (value) => {
      const url = URL.parse(value);
      if (!url) return true; // already reported by z.url
      return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    },
    { error: "must be an origin such as https://fleetward.example, without a path" },
  )
  .transform((value) => new URL(value).origin);

/** An SMTP server as nodemailer takes it: `smtp://user:pass@host:587` or `smtps://…:465`. */
const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: "must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example:587",
});

/** `Name <address>` or a bare address: the sender of every e-mail. */
const mailFrom = z
  .string()
  .trim()
  .regex(/^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
    error: "must be an address such as no-reply@fleetward.example or Fleetward <no-reply@…>",
  });

/** A moment for the status pages: an ISO 8601 date, or date and time (UTC unless an offset is given). */
const isoMoment = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/, {
    error: "must be an ISO 8601 date such as 2026-09-01 or 2026-09-01T08:00:00Z",
  })
  .transform(
    (value) =>
      new Date(
        /T.*(Z|[+-]\d{2}:\d{2})$/.test(value)
          ? value
          : `${value}${value.includes("T") ? "Z" : "T00:00:00Z"}`,
      ),
  )
  .refine((date) => !Number.isNaN(date.getTime()), { error: "must be a real date" });

export const defaultMailFrom = "Fleetward <no-reply@fleetward.local>";

/** What TRUST_PROXY says: trust nobody, everybody, this many hops, or these proxies. */
export type TrustProxy = boolean | number | string;

export const maxProxyHops = 10;

const trustProxyError = `must be false, a hop count from 1 to ${maxProxyHops}, a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8, 127.0.0.1, or true`;

/** An entry of a TRUST_PROXY list as @fastify/proxy-addr takes it: an address, a CIDR or a name. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (family === 4 && isIP(range) === 4) return true; // a netmask: 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(range) && Number(range) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default), a hop count (how many proxies in front of this server append
 * to X-Forwarded-For: the client address is that many entries from the right), a
 * comma-separated list of the proxies' addresses/CIDRs, or `true` (trust every entry, so the
 * client picks its own address; warned about at start).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lowered = value.toLowerCase();
    if (lowered === "true") return true;
    if (lowered === "false") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= maxProxyHops) return hops;
    } else if (value.split(",").every((entry) => isProxyAddress(entry.trim()))) {
      return value;
    }
    context.addIssue({ code: "custom", message: trustProxyError });
    return z.NEVER;
  });

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it. Fastify 5 no longer trusts a bare number
 * (it fails closed), so a hop count becomes the function that trusts exactly that many hops
 * from this server: X-Forwarded-For entries further left, which the client wrote, never count.
 */
export function fastifyTrustProxy(value: TrustProxy) {
  if (typeof value !== "number") return value;
  return (_address: string, hop: number) => hop < value;
}

/** DATA_ENCRYPTION_KEY: base64 of 32 random bytes (`openssl rand -base64 32`). */
const dataKey = z.string().transform((value, context) => {
  const key = parseDataKey(value);
  if (!key)
    context.addIssue({
      code: "custom",
      message: "must be base64 of 32 bytes (openssl rand -base64 32)",
    });
  return key ?? z.NEVER;
});

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/** `https://{app}.fleetward.example`: where a workspace answers; `{app}` is its app_domain. */
const appUrlTemplate = z.string().regex(/^https?:\/\/[^/]*\{app\}[^/]*$/, {
  error: "must be an origin containing {app}, such as https://{app}.fleetward.example",
});

/** A font file on this machine; `face`: the PostScript name of one font of a collection (TTC). */
export type FontFile = { file: string; face?: string | undefined };

/**
 * LABEL_FONT_FALLBACKS: comma-separated font files (TTF, OTF, or a TTC with `#FaceName`), or
 * `none`. Read when labels are first printed: a file that is missing then is warned about
 * and skipped, so it is not checked here.
 */
const fontFiles = z
  .string()
  .trim()
  .transform((value, context): FontFile[] => {
    if (value.toLowerCase() === "none") return [];
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.some((entry) => !/^[^#]+(#[^#\s]+)?$/.test(entry))) {
      context.addIssue({
        code: "custom",
        message:
          "must be none or a comma-separated list of font files, a collection's face after #, such as /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular",
      });
      return z.NEVER;
    }
    return entries.map((entry) => {
      const [file = "", face] = entry.split("#");
      return { file: path.resolve(process.cwd(), file.trim()), ...(face ? { face } : {}) };
    });
  });

const envSchema = z.object({
  PORT: z.preprocess(blankAsUnset, port.default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default("0.0.0.0")),
  DATABASE_URL: optional(postgresUrl),
  DATA_DIR: z.preprocess(blankAsUnset, directory.default(path.resolve(process.cwd(), "data"))),
  APP_HOST: z.preprocess(blankAsUnset, hostName.default("localhost")),
  LOG_LEVEL: z.preprocess(blankAsUnset, logLevel.default("info")),
  NODE_ENV: z.preprocess(
    blankAsUnset,
    z
      .enum(["development", "production", "test"], {
        error: "must be development, production or test",
      })
      .default("development"),
  ),
  WEB_DIST_DIR: z.preprocess(blankAsUnset, directory.default(defaultWebDistDir)),
  OPERATOR_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
  OPERATOR_PASSWORD: optional(
    z
      .string()
      .min(8, { error: "must be at least 8 characters" })
      .max(128, { error: "must be at most 128 characters" }),
  ),
  TRUST_PROXY: z.preprocess(blankAsUnset, trustProxy.default(false)),
  PUBLIC_URL: optional(publicUrl),
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: z.preprocess(blankAsUnset, mailFrom.default(defaultMailFrom)),
  TRIAL_AUTO_APPROVE: z.preprocess(blankAsUnset, booleanFlag.default(false)),
  APP_URL_TEMPLATE: optional(appUrlTemplate),
  TRIAL_DEPLOY_STEP_DELAY_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).default(0)),
  LAUNCH_AT: optional(isoMoment),
  MAINTENANCE_UNTIL: optional(isoMoment),
  MAINTENANCE_MESSAGE: optional(z.string().trim().max(500)),
  DATA_ENCRYPTION_KEY: optional(dataKey),
  WEBHOOKS_ALLOW_PRIVATE: z.preprocess(blankAsUnset, booleanFlag.default(false)),
  SSO_ALLOW_PRIVATE: z.preprocess(blankAsUnset, booleanFlag.default(false)),
  SSO_DOMAIN_VERIFICATION: z.preprocess(blankAsUnset, domainVerification.default("dns")),
  POLICY_ALERT_INTERVAL_SECONDS: optional(z.coerce.number().int().min(1).max(60)),
  OSQUERY_ENROLLS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(1_000_000)),
  OSQUERY_REQUESTS_PER_ADDRESS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000_000)),
  LABEL_FONT_FALLBACKS: optional(fontFiles),
  QUOTA_DEVICES: optional(z.coerce.number().int().min(1).max(10_000_000)),
  QUOTA_DEVICE_LOG_MB_PER_DAY: optional(z.coerce.number().int().min(1).max(10_000_000)),
  QUOTA_STORED_IMPORTS: optional(z.coerce.number().int().min(1).max(10_000)),
  QUOTA_WEBHOOKS: optional(z.coerce.number().int().min(1).max(10_000)),
  QUOTA_API_TOKENS: optional(z.coerce.number().int().min(1).max(100_000)),
  DEMO_FLEET: optional(
    z
      .string()
      .regex(/^\d{1,4}$/, { error: "must be a whole number of simulated devices, 0 for none" })
      .transform(Number)
      .refine((value) => value <= 1000, { error: "must be at most 1000" }),
  ),
});

export type AppConfig = {
  port: number;
  host: string;
  /** Set → node-postgres against a PostgreSQL server; unset → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  appHost: string;
  logLevel: z.infer<typeof logLevel>;
  nodeEnv: "development" | "production" | "test";
  webDistDir: string;
  operatorEmail: string | undefined;
  operatorPassword: string | undefined;
  trustProxy: TrustProxy;
  /** Origin of absolute links (sitemap, robots.txt), without a trailing slash. */
  publicUrl: string;
  /** Set → e-mail is delivered over SMTP; unset → it stays in the outbox and its link is logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Trial requests are approved as they arrive, without an operator (TRIAL_AUTO_APPROVE). */
  trialAutoApprove: boolean;
  /** Origin of a workspace with `{app}` for its app_domain; derived from PUBLIC_URL when unset. */
  appUrlTemplate: string;
  /** Test-only: a pause before each deployment step, so a test can kill the server mid-way. */
  trialDeployStepDelayMs: number;
  /** What /page-comingsoon counts down to; unset → six weeks after the server started. */
  launchAt?: Date | undefined;
  /** End of an announced maintenance window; the window is active until then. */
  maintenanceUntil?: Date | undefined;
  maintenanceMessage?: string | undefined;
  /**
   * The key of encryption at rest (licence product keys, docs/decisions/0021). Unset: the
   * embedded database keeps one in `dataDir`, tests use a throw-away one; required in
   * production with DATABASE_URL, where instances must share it.
   */
  dataEncryptionKey?: Buffer | undefined;
  /**
   * Webhooks may target private, loopback and link-local addresses and plain http
   * (WEBHOOKS_ALLOW_PRIVATE; development and tests only, docs/decisions/0029).
   */
  webhooksAllowPrivate: boolean;
  /** SSO_ALLOW_PRIVATE: identity providers at private addresses, over http (ADR 0055). */
  ssoAllowPrivate: boolean;
  /** SSO_DOMAIN_VERIFICATION: `dns` (TXT record) or `trust-admin` (offline installs, tests). */
  ssoDomainVerification: "dns" | "trust-admin";
  /**
   * Simulated osquery devices that report into the demo workspace from a child process
   * (docs/decisions/0027): 25 on the embedded database, none with DATABASE_URL, unless DEMO_FLEET
   * says otherwise. 0 turns the demo workspace off.
   */
  demoFleet?: number;
  /**
   * Posture alerts also run every this many seconds besides their every-minute schedule
   * (POLICY_ALERT_INTERVAL_SECONDS; end-to-end tests, so an alert arrives in seconds).
   */
  policyAlertIntervalSeconds?: number | undefined;
  /**
   * osquery enrolments accepted per minute and enrolment secret (OSQUERY_ENROLLS_PER_MINUTE;
   * default 1,200): a large roll-out or the fleet bench raises it.
   */
  osqueryEnrollsPerMinute?: number | undefined;
  /**
   * osquery requests accepted per minute and client address, counted before the body is read
   * (OSQUERY_REQUESTS_PER_ADDRESS_PER_MINUTE; default 12,000, ADR 0036): the fleet bench raises it.
   */
  osqueryRequestsPerAddressPerMinute?: number | undefined;
  /** Per-workspace quotas the environment sets instead of the defaults (QUOTA_*, ADR 0040). */
  quotas?: Partial<Record<QuotaKey, number | undefined>>;
  /** LABEL_FONT_FALLBACKS: fonts for label characters DejaVu Sans lacks (exports/label-text.ts). */
  labelFontFallbacks?: FontFile[] | undefined;
};

/** Thrown for a bad environment; its message is meant to be printed as is, without a stack. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

// Never echo these back: the URL may carry a password.
const secretVariables = new Set([
  "DATABASE_URL",
  "OPERATOR_PASSWORD",
  "SMTP_URL",
  "DATA_ENCRYPTION_KEY",
]);

function describeIssue(issue: z.core.$ZodIssue): string {
  const name = issue.path.join(".");
  const shown = !secretVariables.has(name) && issue.input !== undefined;
  return `  ${name}: ${issue.message}${shown ? ` (got ${JSON.stringify(issue.input)})` : ""}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = envSchema.safeParse(env, { reportInput: true });
  if (!result.success) {
    const lines = result.error.issues.map(describeIssue);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = result.data;
  if (values.NODE_ENV === "production" && values.DATABASE_URL && !values.DATA_ENCRYPTION_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  DATA_ENCRYPTION_KEY: required in production with DATABASE_URL, the same on every instance (openssl rand -base64 32)",
    );
  }
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const appHost = values.APP_HOST.toLowerCase();
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    appHost,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    webDistDir: values.WEB_DIST_DIR,
    operatorEmail: values.OPERATOR_EMAIL?.toLowerCase(),
    operatorPassword: values.OPERATOR_PASSWORD,
    trustProxy: values.TRUST_PROXY,
    publicUrl,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    trialAutoApprove: values.TRIAL_AUTO_APPROVE,
    appUrlTemplate: values.APP_URL_TEMPLATE ?? deriveAppUrlTemplate(publicUrl, appHost),
    trialDeployStepDelayMs: values.TRIAL_DEPLOY_STEP_DELAY_MS,
    launchAt: values.LAUNCH_AT,
    maintenanceUntil: values.MAINTENANCE_UNTIL,
    maintenanceMessage: values.MAINTENANCE_MESSAGE,
    dataEncryptionKey: values.DATA_ENCRYPTION_KEY,
    webhooksAllowPrivate: values.WEBHOOKS_ALLOW_PRIVATE,
    ssoAllowPrivate: values.SSO_ALLOW_PRIVATE,
    ssoDomainVerification: values.SSO_DOMAIN_VERIFICATION,
    demoFleet: values.DEMO_FLEET ?? (values.DATABASE_URL ? 0 : 25),
    policyAlertIntervalSeconds: values.POLICY_ALERT_INTERVAL_SECONDS,
    osqueryEnrollsPerMinute: values.OSQUERY_ENROLLS_PER_MINUTE,
    osqueryRequestsPerAddressPerMinute: values.OSQUERY_REQUESTS_PER_ADDRESS_PER_MINUTE,
    labelFontFallbacks: values.LABEL_FONT_FALLBACKS,
    quotas: {
      devices: values.QUOTA_DEVICES,
      device_log_bytes_per_day: values.QUOTA_DEVICE_LOG_MB_PER_DAY
        ? values.QUOTA_DEVICE_LOG_MB_PER_DAY * 1024 * 1024
        : undefined,
      stored_imports: values.QUOTA_STORED_IMPORTS,
      webhooks: values.QUOTA_WEBHOOKS,
      api_tokens: values.QUOTA_API_TOKENS,
    },
  };
}

/**
 * Workspaces answer on subdomains of APP_HOST with the site's own scheme and port:
 * http://{app}.localhost:3000 in development (browsers resolve *.localhost to loopback).
 */
function deriveAppUrlTemplate(publicUrl: string, appHost: string): string {
  const site = new URL(publicUrl);
  const [host, explicitPort] = appHost.split(":");
  const port = explicitPort ?? site.port;
  return `${site.protocol}//{app}.${host}${port ? `:${port}` : ""}`;
}

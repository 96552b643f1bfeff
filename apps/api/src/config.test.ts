import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("loadConfig", () => {
  it("has working defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      appHost: "localhost",
      logLevel: "info",
      nodeEnv: "development",
      trustProxy: false,
      operatorEmail: undefined,
      operatorPassword: undefined,
      publicUrl: "http://localhost:3000",
    });
    expect(config.dataDir).toBe(path.resolve(process.cwd(), "data"));
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, "../../web/build/client"));
  });

  it("reads and normalises every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://fw:pw@db:5432/fleetward",
      DATA_DIR: "var/fleetward",
      APP_HOST: "Fleetward.Example",
      LOG_LEVEL: "debug",
      NODE_ENV: "production",
      WEB_DIST_DIR: "/srv/web",
      OPERATOR_EMAIL: "Ops@Example.com",
      OPERATOR_PASSWORD: "a-long-password",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      PUBLIC_URL: "HTTPS://Fleetward.Example:443/",
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://fw:pw@db:5432/fleetward",
      dataDir: path.resolve(process.cwd(), "var/fleetward"),
      appHost: "fleetward.example",
      logLevel: "debug",
      nodeEnv: "production",
      webDistDir: "/srv/web",
      operatorEmail: "ops@example.com",
      operatorPassword: "a-long-password",
      trustProxy: "10.0.0.0/8, 127.0.0.1",
      publicUrl: "https://fleetward.example",
      dataEncryptionKey: Buffer.alloc(32, 7),
      demoFleet: 0,
    });
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    // The demo fleet: 25 devices on the embedded database, DEMO_FLEET=N on either.
    expect(loadConfig({}).demoFleet).toBe(25);
    expect(loadConfig({ DEMO_FLEET: "0" }).demoFleet).toBe(0);
    expect(configError({ DEMO_FLEET: "many" })).toMatch(/DEMO_FLEET: must be a whole number/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", LOG_LEVEL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: "info",
    });
  });

  it("reads POLICY_ALERT_INTERVAL_SECONDS, from 1 to 60 seconds", () => {
    expect(loadConfig({}).policyAlertIntervalSeconds).toBeUndefined();
    expect(loadConfig({ POLICY_ALERT_INTERVAL_SECONDS: "2" }).policyAlertIntervalSeconds).toBe(2);
    expect(() => loadConfig({ POLICY_ALERT_INTERVAL_SECONDS: "0" })).toThrow(
      /POLICY_ALERT_INTERVAL_SECONDS/,
    );
  });

  it("reads LABEL_FONT_FALLBACKS as font files, a collection's face after #, or none", () => {
    expect(loadConfig({}).labelFontFallbacks).toBeUndefined();
    expect(
      loadConfig({
        LABEL_FONT_FALLBACKS:
          "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular, fonts/Droid.ttf",
      }).labelFontFallbacks,
    ).toEqual([
      {
        file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        face: "NotoSansCJKsc-Regular",
      },
      { file: path.resolve(process.cwd(), "fonts/Droid.ttf") },
    ]);
    expect(loadConfig({ LABEL_FONT_FALLBACKS: "none" }).labelFontFallbacks).toEqual([]);
    expect(configError({ LABEL_FONT_FALLBACKS: "a.ttc#, b.ttf" })).toContain(
      "LABEL_FONT_FALLBACKS: must be none or a comma-separated list of font files",
    );
  });

  it("names PORT and says why when it is not a port number", () => {
    expect(configError({ PORT: "http" })).toBe(
      'Invalid configuration:\n  PORT: must be a whole number from 0 to 65535 (got "http")',
    );
    expect(configError({ PORT: "70000" })).toMatch(/^ {2}PORT: must be a whole number/m);
  });

  it("lists every invalid variable at once", () => {
    const message = configError({ LOG_LEVEL: "loud", NODE_ENV: "prod", OPERATOR_EMAIL: "x" });
    expect(message).toContain(
      "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
    );
    expect(message).toContain("NODE_ENV: must be development, production or test");
    expect(message).toContain("OPERATOR_EMAIL: must be an e-mail address");
  });

  it("never echoes secrets back", () => {
    const url = configError({ DATABASE_URL: "mysql://root:hunter2@db/app" });
    const password = configError({ OPERATOR_PASSWORD: "short" });

    expect(url).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(url).not.toContain("hunter2");
    expect(password).toContain("OPERATOR_PASSWORD: must be at least 8 characters");
    expect(password).not.toContain("short");
  });

  it("defaults PUBLIC_URL to localhost on the configured port", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "" }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PUBLIC_URL: "http://10.0.0.5:8080" }).publicUrl).toBe(
      "http://10.0.0.5:8080",
    );
  });

  it("accepts only an http(s) origin as PUBLIC_URL", () => {
    expect(configError({ PUBLIC_URL: "fleetward.example" })).toContain(
      "PUBLIC_URL: must be an http:// or https:// URL",
    );
    expect(configError({ PUBLIC_URL: "ftp://fleetward.example" })).toContain(
      "PUBLIC_URL: must be an http:// or https:// URL",
    );
    for (const value of ["https://fleetward.example/app", "https://fleetward.example/?a=1"]) {
      expect(configError({ PUBLIC_URL: value })).toContain(
        "PUBLIC_URL: must be an origin such as https://fleetward.example, without a path",
      );
    }
  });

  it("reads SMTP_URL and MAIL_FROM, with the no-reply sender by default", () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: "Fleetward <no-reply@fleetward.local>",
    });
    expect(
      loadConfig({ SMTP_URL: "smtps://u:p@mail.example:465", MAIL_FROM: "ops@acme.example" }),
    ).toMatchObject({ smtpUrl: "smtps://u:p@mail.example:465", mailFrom: "ops@acme.example" });
  });

  it("refuses a non-SMTP SMTP_URL without echoing it, and a malformed MAIL_FROM", () => {
    const smtp = configError({ SMTP_URL: "http://user:hunter2@mail.example" });
    expect(smtp).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(smtp).not.toContain("hunter2");
    expect(configError({ MAIL_FROM: "Fleetward <nobody>" })).toContain(
      "MAIL_FROM: must be an address",
    );
  });

  it("reads DATA_ENCRYPTION_KEY, refusing anything but 32 bytes without echoing it", () => {
    expect(loadConfig({}).dataEncryptionKey).toBeUndefined();
    const short = Buffer.alloc(16, 9).toString("base64");
    const message = configError({ DATA_ENCRYPTION_KEY: short });
    expect(message).toContain("DATA_ENCRYPTION_KEY: must be base64 of 32 bytes");
    expect(message).not.toContain(short);
    expect(configError({ DATA_ENCRYPTION_KEY: "not base64!" })).toContain("DATA_ENCRYPTION_KEY");
  });

  it("requires DATA_ENCRYPTION_KEY in production on PostgreSQL, where instances share it", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/fleetward" };
    expect(configError(production)).toContain("DATA_ENCRYPTION_KEY: required in production");
    // Embedded (npm start without any variable) keeps its key in DATA_DIR instead.
    expect(loadConfig({ NODE_ENV: "production" }).dataEncryptionKey).toBeUndefined();
  });

  it("takes TRUST_PROXY as a hop count, proxy addresses or CIDRs, true or false", () => {
    const trusted = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trusted("1")).toBe(1);
    expect(trusted(" 2 ")).toBe(2);
    expect(trusted("10")).toBe(10);
    expect(trusted("10.0.0.0/8,192.168.1.1, ::1, fd00::/8")).toBe(
      "10.0.0.0/8,192.168.1.1, ::1, fd00::/8",
    );
    expect(trusted("loopback, 172.16.0.0/255.240.0.0")).toBe("loopback, 172.16.0.0/255.240.0.0");
    expect(trusted("TRUE")).toBe(true);
    expect(trusted("false")).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
  });

  it("refuses any other TRUST_PROXY with a message naming the variable and what it takes", () => {
    for (const value of ["0", "11", "yes", "10.0.0.0/33", "::1/129", "proxy.internal", "1,2"]) {
      const message = configError({ TRUST_PROXY: value });
      expect(message, value).toContain(
        "TRUST_PROXY: must be false, a hop count from 1 to 10, a comma-separated list of proxy addresses or CIDRs",
      );
      expect(message, value).toContain(`(got ${JSON.stringify(value)})`);
    }
  });
});

describe("starting with a bad environment", () => {
  it("prints one clear message and exits with code 1, without a stack trace", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, PORT: "not-a-port", NODE_ENV: "test" },
      encoding: "utf8",
      timeout: 20_000,
    });

    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT: must be a whole number from 0 to 65535");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe("");
  });
});

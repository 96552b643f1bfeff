import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../config.ts";

describe("trial settings in the environment", () => {
  it("derives the workspace address from PUBLIC_URL and APP_HOST", () => {
    expect(loadConfig({}).appUrlTemplate).toBe("http://{app}.localhost:3000");
    expect(loadConfig({ PORT: "8080" }).appUrlTemplate).toBe("http://{app}.localhost:8080");
    expect(
      loadConfig({ PUBLIC_URL: "https://fleetward.example", APP_HOST: "Fleetward.example" })
        .appUrlTemplate,
    ).toBe("https://{app}.fleetward.example");
  });

  it("takes APP_URL_TEMPLATE as given, and refuses one without {app}", () => {
    const template = "https://{app}.workspaces.fleetward.example";
    expect(loadConfig({ APP_URL_TEMPLATE: template }).appUrlTemplate).toBe(template);
    expect(() => loadConfig({ APP_URL_TEMPLATE: "https://fleetward.example" })).toThrow(
      ConfigError,
    );
  });

  it("reads TRIAL_AUTO_APPROVE and TRIAL_DEPLOY_STEP_DELAY_MS", () => {
    expect(loadConfig({}).trialAutoApprove).toBe(false);
    expect(loadConfig({ TRIAL_AUTO_APPROVE: "true" }).trialAutoApprove).toBe(true);
    expect(() => loadConfig({ TRIAL_AUTO_APPROVE: "maybe" })).toThrow(/TRIAL_AUTO_APPROVE/);
    expect(loadConfig({ TRIAL_DEPLOY_STEP_DELAY_MS: "1500" }).trialDeployStepDelayMs).toBe(1500);
  });
});

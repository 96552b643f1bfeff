import type { SiteStatus } from "@fleetward/contracts/site";

export type SiteSettings = {
  /** The launch the coming-soon page counts down to. */
  launchAt: Date;
  maintenanceUntil: Date | undefined;
  maintenanceMessage: string | undefined;
};

const days = (n: number) => n * 24 * 60 * 60 * 1000;

/** Without LAUNCH_AT, the launch is six weeks after the server started. */
export const defaultLaunchDelayMs = days(42);

export const defaultMaintenanceMessage =
  "We are upgrading the database behind Fleetward. Workspaces are read-only until the work is done; no data is lost.";

export function siteSettings(
  config: {
    launchAt?: Date | undefined;
    maintenanceUntil?: Date | undefined;
    maintenanceMessage?: string | undefined;
  },
  startedAt: Date,
): SiteSettings {
  return {
    launchAt: config.launchAt ?? new Date(startedAt.getTime() + defaultLaunchDelayMs),
    maintenanceUntil: config.maintenanceUntil,
    maintenanceMessage: config.maintenanceMessage,
  };
}

/** The window is active from the start until MAINTENANCE_UNTIL passes. */
export function siteStatus(settings: SiteSettings, now: Date): SiteStatus {
  const until = settings.maintenanceUntil;
  return {
    launch_at: settings.launchAt.toISOString(),
    maintenance: {
      active: until !== undefined && now.getTime() < until.getTime(),
      message: settings.maintenanceMessage ?? defaultMaintenanceMessage,
      until: until?.toISOString() ?? null,
    },
  };
}

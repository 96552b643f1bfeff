/*
 * Every address of the workspace's pages, in one place. `routes.ts` declares its routes with
 * `workspaceRoutes`; links, `navigate()` and redirects build addresses with `workspacePaths`,
 * which URL-encodes ids and drops empty query values.
 */

/** The route patterns as `routes.ts` declares them (no leading slash). */
export const workspaceRoutes = {
  register: "workspace",
  dashboard: "workspace/dashboard",
  asset: "workspace/assets/:id",
  members: "workspace/members",
  customFields: "workspace/custom-fields",
  import: "workspace/import",
  webhooks: "workspace/webhooks",
  apiTokens: "workspace/api-tokens",
  settings: "workspace/settings",
  licenses: "workspace/licenses",
  license: "workspace/licenses/:id",
  people: "workspace/people",
  person: "workspace/people/:id",
  catalog: "workspace/catalog",
  devices: "workspace/devices",
  addDevices: "workspace/devices/add",
  device: "workspace/devices/:id",
  policies: "workspace/policies",
  policy: "workspace/policies/:id",
  invitation: "workspace/invitation",
} as const;

type WorkspaceRoute = (typeof workspaceRoutes)[keyof typeof workspaceRoutes];
type RouteWithId = Extract<WorkspaceRoute, `${string}:id`>;
type RouteWithoutId = Exclude<WorkspaceRoute, RouteWithId>;

/** Query values of a workspace address; undefined ones are left out. */
export type WorkspaceQuery = Readonly<Record<string, string | number | boolean | undefined>>;

function withQuery(path: string, query: WorkspaceQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const page = (route: RouteWithoutId, query?: WorkspaceQuery) => withQuery(`/${route}`, query);

const one = (route: RouteWithId, id: string, query?: WorkspaceQuery) =>
  withQuery(`/${route.replace(":id", encodeURIComponent(id))}`, query);

/** The address of each workspace page: `workspacePaths.asset(id)`, `workspacePaths.people()`… */
export const workspacePaths = {
  /** The asset register, optionally filtered (`?overdue=true`). */
  register: (query?: WorkspaceQuery) => page(workspaceRoutes.register, query),
  dashboard: () => page(workspaceRoutes.dashboard),
  asset: (id: string) => one(workspaceRoutes.asset, id),
  members: () => page(workspaceRoutes.members),
  customFields: () => page(workspaceRoutes.customFields),
  import: () => page(workspaceRoutes.import),
  webhooks: () => page(workspaceRoutes.webhooks),
  apiTokens: () => page(workspaceRoutes.apiTokens),
  settings: () => page(workspaceRoutes.settings),
  licenses: () => page(workspaceRoutes.licenses),
  license: (id: string) => one(workspaceRoutes.license, id),
  people: () => page(workspaceRoutes.people),
  person: (id: string) => one(workspaceRoutes.person, id),
  catalog: () => page(workspaceRoutes.catalog),
  /** The devices list, optionally another view or filtered (`?view=unregistered`). */
  devices: (query?: WorkspaceQuery) => page(workspaceRoutes.devices, query),
  addDevices: () => page(workspaceRoutes.addDevices),
  device: (id: string) => one(workspaceRoutes.device, id),
  policies: () => page(workspaceRoutes.policies),
  /** One policy, optionally its devices filtered by result (`?status=fail`). */
  policy: (id: string, query?: WorkspaceQuery) => one(workspaceRoutes.policy, id, query),
  invitation: (token?: string) => page(workspaceRoutes.invitation, { token }),
};

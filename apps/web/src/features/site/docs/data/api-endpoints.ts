/** The most used endpoints of the workspace REST API, as the API serves them (apps/api). */
export type ApiEndpoint = { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; description: string };

export const apiEndpoints: readonly ApiEndpoint[] = [
  { method: "GET", path: "/api/workspace/assets", description: "The asset register: search (q), filter by status, category, location, model, holder or warranty end, sort and page." },
  { method: "GET", path: "/api/workspace/assets/{id}", description: "One asset with its model, status, location, holder, warranty and custom values." },
  { method: "POST", path: "/api/workspace/assets", description: "Add an asset; without an asset tag it gets the next one of the workspace's sequence." },
  { method: "PATCH", path: "/api/workspace/assets/{id}", description: "Edit an asset, including its custom values; only the fields sent change." },
  { method: "POST", path: "/api/workspace/assets/{id}/checkout", description: "Check an asset out to a person or a location, with an optional expected check-in date." },
  { method: "POST", path: "/api/workspace/assets/{id}/checkin", description: "Check an asset back in." },
  { method: "GET", path: "/api/workspace/people", description: "The people assets and licence seats are checked out to." },
  { method: "GET", path: "/api/workspace/locations", description: "The locations as a tree: site, building, room." },
  { method: "GET", path: "/api/workspace/licenses", description: "Licences with their seats and how many are in use." },
  { method: "GET", path: "/api/workspace/devices", description: "The devices that report through osquery, with their platform, OS, serial number, status and failing policies." },
  { method: "GET", path: "/api/workspace/posture", description: "The workspace's compliance: score, failing devices and results per policy." },
];

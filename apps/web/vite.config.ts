import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

// What every page runs before it paints or hydrates: the client entry, the root route and the
// public layout (most pages, including the landing page, sit in it).
const shellRoots = [
  /\/entry\.client\.tsx$/,
  /\/src\/root\.tsx$/,
  /\/src\/app\/layouts\/public-layout\.tsx$/,
];

/**
 * Puts every module the shell imports statically into two chunks, `vendor` (node_modules) and
 * `shell` (ours), instead of the ~35 small shared chunks the default splitting makes: each
 * request costs a round trip, which on a mobile connection outweighs the bytes. Pages keep
 * their own chunks; code only some pages share is split as before.
 */
function shellChunkName(chunk: "vendor" | "shell"): Rolldown.CodeSplittingNameFunction {
  const reaches = new Map<string, boolean>();
  const reachesShell = (id: string, ctx: Rolldown.ChunkingContext, seen: Set<string>): boolean => {
    const known = reaches.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const result = importers.some(
      (importer) =>
        shellRoots.some((root) => root.test(importer)) || reachesShell(importer, ctx, seen),
    );
    reaches.set(id, result);
    return result;
  };
  return (id, ctx) => {
    if (shellRoots.some((root) => root.test(id)) || !reachesShell(id, ctx, new Set())) return null;
    return id.includes("/node_modules/") === (chunk === "vendor") ? chunk : null;
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: 5173,
    // In development the API runs separately on port 3000.
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    // Content hashes in file names let the server cache assets for a year.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group also takes in what its modules import, so vendor must claim its own first.
          groups: [
            { name: shellChunkName("vendor"), priority: 2 },
            { name: shellChunkName("shell"), priority: 1 },
          ],
        },
      },
    },
  },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
  },
});

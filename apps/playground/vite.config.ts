import { defineConfig } from "vite";
import { policyPlugin } from "./vite/policy.js";
import { presetsPlugin } from "./vite/presets-plugin.js";

// A static site: relative asset paths so dist/ works from any folder of any host.
export default defineConfig({
  base: "./",
  plugins: [presetsPlugin(), policyPlugin()],
  worker: { format: "es" },
  // The dev server finds this dependency only once the worker runs, and would reload the page for it.
  optimizeDeps: { include: ["crossfoot > @crossfoot/sources > htmlparser2"] },
  // No module preload polyfill: it would fetch(), and every browser with module workers preloads natively.
  build: { target: "es2022", modulePreload: { polyfill: false } },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Fewer, larger browser chunks: on a phone's network every extra request costs a round trip, and the default
// split gave each page about 45 modules (an icon, a card, a helper each). React and React Router go in one
// chunk every page needs; app code shared by several routes is grouped by the routes that use it.
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
    { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
    { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 2 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is server/main.ts: React Router's build plus the HTTP server, worker and jobs.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" } } : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Keep every asset a separate hashed file: inline data URIs would need a looser CSP.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Keep zod in a chunk of its own: only pages that validate in the browser load it.
        codeSplitting: {
          groups: [{ name: "zod", test: /node_modules[\\/]zod/ }],
        },
      },
    },
  },
});

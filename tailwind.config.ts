import type { Config } from "tailwindcss";
import typography from "@tailwindcss/typography";

export default {
  content: ["./app/**/*.{ts,tsx}", "./plugins/**/*.{ts,tsx}", "./core/markdown/**/*.ts"],
  darkMode: "class",
  theme: {
    extend: {
      screens: { desktop: "1440px" },
      maxWidth: { prose: "46rem" },
    },
  },
  plugins: [typography],
} satisfies Config;

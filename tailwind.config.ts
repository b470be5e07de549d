import type { Config } from "tailwindcss";
import typography from "@tailwindcss/typography";

/** Colours are CSS variables (app/styles/tokens.css) so one class works in light and dark. */
const token = (name: string) => `rgb(var(--c-${name}) / <alpha-value>)`;

export default {
  content: ["./app/**/*.{ts,tsx}", "./plugins/**/*.{ts,tsx}", "./core/markdown/**/*.ts"],
  darkMode: "class",
  theme: {
    extend: {
      // Spec §2: mobile below 720 px (sidebar becomes a drawer), desktop from 1440 px (TOC column).
      screens: { tablet: "720px", laptop: "960px", desktop: "1440px" },
      maxWidth: { prose: "48rem" },
      colors: {
        bg: token("bg"),
        soft: token("soft"),
        fg: token("fg"),
        muted: token("muted"),
        line: token("line"),
        accent: token("accent"),
        "accent-soft": token("accent-soft"),
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Ubuntu", "Cantarell", "Noto Sans", "Helvetica Neue", "Arial", "sans-serif"],
        mono: ["ui-monospace", "SFMono-Regular", "SF Mono", "Menlo", "Consolas", "Liberation Mono", "monospace"],
      },
      typography: {
        portal: {
          css: {
            "--tw-prose-body": "rgb(var(--c-fg))",
            "--tw-prose-headings": "rgb(var(--c-fg-strong))",
            "--tw-prose-lead": "rgb(var(--c-muted))",
            "--tw-prose-links": "rgb(var(--c-accent))",
            "--tw-prose-bold": "rgb(var(--c-fg-strong))",
            "--tw-prose-counters": "rgb(var(--c-muted))",
            "--tw-prose-bullets": "rgb(var(--c-muted) / 0.6)",
            "--tw-prose-hr": "rgb(var(--c-line))",
            "--tw-prose-quotes": "rgb(var(--c-fg))",
            "--tw-prose-quote-borders": "rgb(var(--c-line))",
            "--tw-prose-captions": "rgb(var(--c-muted))",
            "--tw-prose-code": "rgb(var(--c-fg-strong))",
            "--tw-prose-th-borders": "rgb(var(--c-line))",
            "--tw-prose-td-borders": "rgb(var(--c-line) / 0.7)",
            maxWidth: "none",
            lineHeight: "1.7",
            a: { fontWeight: "500", textDecorationThickness: "1px", textUnderlineOffset: "3px" },
            "a:hover": { textDecorationThickness: "2px" },
            "code::before": { content: "none" },
            "code::after": { content: "none" },
            code: { fontWeight: "500", fontSize: "0.875em" },
            "h2, h3, h4": { scrollMarginTop: "var(--anchor-offset)" },
            h2: { fontSize: "1.5em", marginTop: "2em", paddingTop: "0.5em", borderTop: "1px solid rgb(var(--c-line) / 0.7)" },
            table: { fontSize: "0.9em", marginTop: "0", marginBottom: "0" },
            "thead th": { verticalAlign: "bottom", backgroundColor: "rgb(var(--c-soft))", paddingTop: "0.6em", paddingBottom: "0.6em" },
            "thead th:first-child, tbody td:first-child": { paddingLeft: "0.75em" },
            "thead th:last-child, tbody td:last-child": { paddingRight: "0.75em" },
            pre: { margin: "0", borderRadius: "0", padding: "0" },
          },
        },
      },
    },
  },
  plugins: [typography],
} satisfies Config;

/**
 * Links that leave the portal (absolute http/https URLs; internal links are
 * always site-absolute paths) open in a new tab, safely, and say so: an icon
 * (CSS, `.external-link`) and " (abre em nova aba)" for screen readers.
 * Runs after the page outline so the hidden text stays out of search.
 */
import rehypeExternalLinks from "rehype-external-links";

export const EXTERNAL_LINK_NOTE = " (abre em nova aba)";

export default [
  rehypeExternalLinks,
  {
    target: "_blank",
    rel: ["noopener", "noreferrer"],
    protocols: ["http", "https"],
    properties: { className: ["external-link"] },
    content: { type: "text", value: EXTERNAL_LINK_NOTE },
    contentProperties: { className: ["sr-only"] },
  },
] as const;

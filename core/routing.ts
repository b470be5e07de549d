/**
 * URL rules of the portal (spec §2): how a content file maps to a canonical
 * URL, which URL forms answer with which page, locale and title choice.
 * Pure functions, shared by the server, the export and the tests.
 */
import type { LocaleConfig, SiteConfig } from "./site-config";

/** Longer paths are refused outright: no page is anywhere near this long. */
export const MAX_PATH_LENGTH = 1024;

/** "content/chat/home.mdx" → "chat/home"; "content/index.mdx" → "index". */
export function keyFromFile(relativeFile: string): string {
  return relativeFile
    .replace(/\\/g, "/")
    .replace(/^content\//, "")
    .replace(/\.mdx?$/, "");
}

/** "chat/home" → "/chat/home.html"; "chat/index" → "/chat/"; "index" → "/". */
export function pathFromKey(key: string): string {
  if (key === "index") return "/";
  if (key.endsWith("/index")) return `/${key.slice(0, -"index".length)}`;
  return `/${key}.html`;
}

export type Resolution = { kind: "page"; key: string } | { kind: "not-found" } | { kind: "bad-request"; status: 400 | 414 };

/**
 * A request path no page could ever have: too long (414), not decodable,
 * holding control characters such as NUL, CR or LF, or a backslash, even
 * percent-encoded (400). The server answers these before any routing, and
 * the browser does not hydrate the export's error page on them: the
 * router reads a decoded backslash as a slash, so `/%5C%3Fx` would become
 * a URL with an empty host, which it cannot build. resolvePath gives the
 * same answer.
 */
export function rejectedPath(rawPathname: string): { kind: "bad-request"; status: 400 | 414 } | undefined {
  if (rawPathname.length > MAX_PATH_LENGTH) return { kind: "bad-request", status: 414 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return { kind: "bad-request", status: 400 };
  }
  if (/[\0-\x1f\x7f\\]/.test(pathname)) return { kind: "bad-request", status: 400 };
  return undefined;
}

/**
 * Turns a raw request pathname into the key of the page that answers it.
 * `has` tells whether a key exists. Malformed or hostile input never throws:
 * it resolves to a 4xx.
 */
export function resolvePath(rawPathname: string, has: (key: string) => boolean): Resolution {
  const rejected = rejectedPath(rawPathname);
  if (rejected) return rejected;
  const pathname = decodeURIComponent(rawPathname);
  const segments = pathname.split("/");
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.includes("\\") || segments.some((s) => s === ".." || s === ".")) {
    return { kind: "not-found" };
  }
  const found = (key: string): Resolution => (has(key) ? { kind: "page", key } : { kind: "not-found" });
  if (pathname === "/") return found("index");
  const rest = pathname.slice(1);
  if (rest.endsWith("/")) return found(`${rest}index`);
  if (rest.endsWith(".html")) return found(rest.slice(0, -".html".length));
  // Extensionless: the page itself, else a folder of that name.
  if (has(rest)) return { kind: "page", key: rest };
  return found(`${rest}/index`);
}

/** The locale whose path prefix is the longest match; "/" is the fallback. */
export function chooseLocale(pathname: string, locales: Record<string, LocaleConfig>): { prefix: string; locale?: LocaleConfig } {
  let best = "/";
  for (const prefix of Object.keys(locales)) {
    if (pathname.startsWith(prefix) && prefix.length > best.length) best = prefix;
  }
  return { prefix: best, locale: locales[best] };
}

/** Page language: the page's own, else its locale's, else the site's, else en-US. */
export function pageLang(path: string, frontmatterLang: string | undefined, config: Pick<SiteConfig, "lang" | "locales">): string {
  return frontmatterLang || chooseLocale(path, config.locales).locale?.lang || config.lang || "en-US";
}

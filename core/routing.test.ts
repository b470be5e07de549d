import { describe, expect, it } from "vitest";
import { rejectedPath, chooseLocale, keyFromFile, MAX_PATH_LENGTH, pageLang, pathFromKey, resolvePath } from "./routing";

const keys = new Set(["index", "chat/home", "chat/index", "anuncio/json/autos", "anuncio/json/autos/index", "anuncio/json/autos/home", "lead/index"]);
const has = (k: string) => keys.has(k);

describe("content files and URLs", () => {
  it("maps a content file to a key and the key to its canonical URL", () => {
    expect(keyFromFile("content/anuncio/api/oauth.mdx")).toBe("anuncio/api/oauth");
    expect(pathFromKey("anuncio/api/oauth")).toBe("/anuncio/api/oauth.html");
    expect(keyFromFile("content/index.mdx")).toBe("index");
    expect(pathFromKey("index")).toBe("/");
    expect(pathFromKey("chat/index")).toBe("/chat/");
  });
});

describe("resolvePath", () => {
  it("answers a page with and without .html", () => {
    expect(resolvePath("/chat/home.html", has)).toEqual({ kind: "page", key: "chat/home" });
    expect(resolvePath("/chat/home", has)).toEqual({ kind: "page", key: "chat/home" });
  });
  it("answers a path ending in / with the folder's index page, and the bare folder name too", () => {
    expect(resolvePath("/", has)).toEqual({ kind: "page", key: "index" });
    expect(resolvePath("/chat/", has)).toEqual({ kind: "page", key: "chat/index" });
    expect(resolvePath("/lead", has)).toEqual({ kind: "page", key: "lead/index" });
  });
  it("prefers the page when a page and a folder share a name", () => {
    expect(resolvePath("/anuncio/json/autos", has)).toEqual({ kind: "page", key: "anuncio/json/autos" });
    expect(resolvePath("/anuncio/json/autos/", has)).toEqual({ kind: "page", key: "anuncio/json/autos/index" });
  });
  it("decodes percent-encoding before matching", () => {
    expect(resolvePath("/chat/hom%65.html", has)).toEqual({ kind: "page", key: "chat/home" });
  });
  it("gives unknown paths a 404", () => {
    expect(resolvePath("/nada.html", has)).toEqual({ kind: "not-found" });
    expect(resolvePath("/chat/nada", has)).toEqual({ kind: "not-found" });
  });
  it("never resolves hostile input to a page, and never throws", () => {
    for (const hostile of ["/../chat/home.html", "/%2e%2e/%2e%2e/etc/passwd", "/chat/%2e%2e/chat/home", "//evil.example/chat/home"]) {
      expect(resolvePath(hostile, has).kind, hostile).toBe("not-found");
    }
    // Control characters (NUL, CR, LF, DEL) never belong in a path: a bad request, before any routing.
    // So does a backslash, raw or encoded: Remix's router reads it as a slash and cannot build "/\\?x" into a URL.
    for (const hostile of [
      "/chat/home%00.html",
      "/%0d%0aSet-Cookie:x",
      "/chat/%7f",
      "/chat\\home",
      "/%5Cevil.example",
      "/%5C%3Fx",
      "/%5C%23x",
      "/%5c%2Fx",
      "/%5C",
    ]) {
      expect(resolvePath(hostile, has), hostile).toEqual({ kind: "bad-request", status: 400 });
      expect(rejectedPath(hostile), hostile).toEqual({ kind: "bad-request", status: 400 });
    }
    expect(rejectedPath("/chat/home.html")).toBeUndefined();
    expect(resolvePath("/%ff", has)).toEqual({ kind: "bad-request", status: 400 });
    expect(resolvePath("/%E0%A4%A", has)).toEqual({ kind: "bad-request", status: 400 });
    expect(resolvePath(`/${"a".repeat(MAX_PATH_LENGTH)}`, has)).toEqual({ kind: "bad-request", status: 414 });
  });
});

describe("locale, language and title", () => {
  const locales = { "/": { lang: "pt-BR", label: "Português" }, "/en/": { lang: "en-US", label: "English" }, "/en/api/": { lang: "en-GB", label: "API" } };
  it("chooses the locale with the longest matching prefix, with / as fallback", () => {
    expect(chooseLocale("/en/api/x.html", locales).prefix).toBe("/en/api/");
    expect(chooseLocale("/en/x.html", locales).prefix).toBe("/en/");
    expect(chooseLocale("/chat/home.html", locales).prefix).toBe("/");
    expect(chooseLocale("/x", { "/docs/": { lang: "pt-BR", label: "" } }).locale).toBeUndefined();
  });
  it("takes the page's lang, else the locale's, else the site's, else en-US", () => {
    expect(pageLang("/chat/", "es", { lang: "pt-BR", locales })).toBe("es");
    expect(pageLang("/en/x.html", undefined, { lang: "pt-BR", locales })).toBe("en-US");
    expect(pageLang("/x.html", undefined, { lang: "pt-BR", locales: {} })).toBe("pt-BR");
    expect(pageLang("/x.html", undefined, { locales: {} })).toBe("en-US");
  });
});

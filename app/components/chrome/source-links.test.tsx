/**
 * The edit links and the footer's "Código-fonte" name the portal's repository
 * only when the site's configuration names one (editLinkBase, set by
 * PORTAL_EDIT_LINK_BASE): no public source gives one, so none is shown by default.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ClientPage } from "../../../core/types";
import { siteConfig } from "../../../site.config";
import { Footer } from "./Footer";
import { editUrl, PageMeta } from "./PageMeta";

const page = {
  key: "chat/home",
  path: "/chat/home.html",
  title: "Chat",
  lang: "pt-BR",
  frontmatter: { title: "Chat" },
  headers: [],
  html: "",
  data: { lastUpdated: "2026-11-20T12:00:00Z" },
  headTags: [],
} as ClientPage;
const BASE = "https://git.example/org/portal/edit/main/content/";

describe("links to the portal's source", () => {
  it("are off in the shipped configuration unless PORTAL_EDIT_LINK_BASE is set", () => {
    expect(siteConfig.editLinkBase).toBe(process.env.PORTAL_EDIT_LINK_BASE ?? "");
  });

  it("without a configured base: no edit link, no Código-fonte, the last update still shown", () => {
    expect(editUrl(page, "")).toBeUndefined();
    const meta = renderToStaticMarkup(<PageMeta page={page} editLinkBase="" />);
    expect(meta).not.toContain("Editar esta página");
    expect(meta).toContain("Última atualização");
    const footer = renderToStaticMarkup(<Footer editLinkBase="" />);
    expect(footer).not.toContain("Código-fonte");
    expect(footer).toContain("Mudanças do programa");
  });

  it("with a configured base: the edit link and the repository both come from it", () => {
    expect(editUrl(page, BASE)).toBe(`${BASE}chat/home.mdx`);
    expect(renderToStaticMarkup(<Footer editLinkBase={BASE} />)).toContain('href="https://git.example/org/portal"');
  });
});

/**
 * A reader tells pages apart by their names: in the sidebar and the
 * breadcrumbs no page carries the title of the folder it sits in
 * ("Autos › Autos"). Checked on the nav the portal builds from the real content.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildNavTree, type NavNode } from "../../core/nav";
import { foldText } from "../../domain/text/fold";
import { siteConfig } from "../../site.config";
import { buildRealSite } from "./real-site";

/** "Folder › page" for every page titled like its folder, accents and capitals aside. */
export function pagesNamedLikeTheirFolder(nodes: NavNode[], folder?: NavNode): string[] {
  return nodes.flatMap((node) => {
    if (node.children) return pagesNamedLikeTheirFolder(node.children, node);
    return folder && foldText(node.title).trim() === foldText(folder.title).trim() ? [`${folder.title} › ${node.title} (${node.path})`] : [];
  });
}

describe("pages named like their folder", () => {
  it("are found at any depth, whatever the accents and capitals", () => {
    const tree: NavNode[] = [
      {
        title: "Leads",
        path: "/lead/",
        children: [
          { title: "Visão geral dos leads", path: "/lead/home.html" },
          { title: "Autos", path: "/lead/autos/", children: [{ title: "AUTOS", path: "/lead/autos/home.html" }] },
        ],
      },
    ];
    expect(pagesNamedLikeTheirFolder(tree)).toEqual(["Autos › AUTOS (/lead/autos/home.html)"]);
  });
});

describe("the portal's nav", () => {
  let nav: NavNode[];
  beforeAll(async () => {
    nav = buildNavTree((await buildRealSite()).manifest.pages, siteConfig);
  }, 300_000);

  it("has no page titled like the folder it is in", () => {
    expect(pagesNamedLikeTheirFolder(nav)).toEqual([]);
  });
});

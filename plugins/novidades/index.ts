/**
 * Novidades: the programme's dated changes (domain/novidades/entries.ts) as
 * a page section (`::novidades` in content/novidades.mdx), as the home's
 * latest changes (`::novidades-recentes{limit="5"}`) and as an Atom feed at
 * /novidades.xml (emitted by the build, served by SSR and copied into the
 * export, announced in every page's head).
 * The build fails, naming the entries file and line, when an entry has a bad
 * date or links to a page or heading that does not exist. A site without the
 * Novidades page (a test's small site) has neither the feed nor the checks.
 */
import { definePlugin } from "../../core/plugin";
import { paths } from "../../core/paths";
import type { PageFacts } from "../../core/types";
import { NOVIDADES } from "../../domain/novidades";
import { atomFeed, FEED_PATH, type EntryRevisions } from "./atom-feed";
import { assertNovidades } from "./check-entries";
import remarkNovidades, { rehypeFeedLink } from "./remark-novidades";
import { entryRevisions } from "./revised";

const NOVIDADES_PAGE = "novidades";
const publishes = (pages: readonly PageFacts[]) => pages.some((page) => page.key === NOVIDADES_PAGE);
/** Set at build time on the Novidades page's data, where the server and the export read it (no git at serving time). */
const REVISED = "novidadesRevised";
const revisions = (pages: readonly PageFacts[]) => (pages.find((page) => page.key === NOVIDADES_PAGE)?.data[REVISED] ?? {}) as EntryRevisions;

export default definePlugin({
  name: "novidades",
  setup: () => ({
    remarkPlugins: [remarkNovidades],
    rehypePlugins: [rehypeFeedLink],
    contentLoaded({ pages, config, addHeadTag, cacheDir }) {
      if (!publishes(pages)) return;
      assertNovidades(NOVIDADES, pages, paths().root);
      pages.find((page) => page.key === NOVIDADES_PAGE)!.data[REVISED] = entryRevisions(
        paths().root,
        NOVIDADES.filter((n) => !n.date).map((n) => n.id),
        cacheDir,
      );
      addHeadTag({ tag: "link", attrs: { rel: "alternate", type: "application/atom+xml", title: `Novidades | ${config.title}`, href: FEED_PATH } });
    },
    async siteBuilt({ config, pages, emitFile }) {
      if (publishes(pages))
        emitFile(FEED_PATH, await atomFeed(NOVIDADES, config, revisions(pages)), { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
    },
  }),
});

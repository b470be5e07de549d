/**
 * Reads and validates a page's front matter (the YAML block between the
 * first two `---` lines). Errors name the file and the line of the page,
 * because an author has to find them: the `yaml` parser reports positions
 * precisely (js-yaml, behind gray-matter, reported where it noticed a
 * problem, often lines later), and a field that fails validation is located
 * by its key's position in the parsed document.
 */
import { LineCounter, parseDocument, isMap, isScalar } from "yaml";
import { z } from "zod";
import { ContentError } from "./content-error";

/** Every field a page may set (content/README.md documents them); any other is an error, so a typo is not silently ignored. */
const schema = z
  .object({
    title: z.string().trim().min(1),
    /** One sentence: under the title, in search results and in the page's meta description. */
    description: z.string().trim().min(1).optional(),
    /** The page's language when it is not its locale's. */
    lang: z.string().min(2).optional(),
    /** "default" (the documentation page) or "home" (no table of contents or breadcrumbs: the site's first page). */
    layout: z.enum(["default", "home"]).optional(),
    /** Place among its siblings in the sidebar and the reading order. */
    order: z.number().optional(),
    /** A badge beside the title and in the sidebar. */
    status: z.enum(["stable", "new", "deprecated"]).optional(),
    /** Out of the sidebar and the reading order, still reachable by its URL and links. */
    hidden: z.boolean().optional(),
    /** Out of search, the sitemap and /llms-full.txt. */
    noindex: z.boolean().optional(),
  })
  .strict();

export type FrontMatter = z.infer<typeof schema>;

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?=\r?\n|$)/;

/** The front matter's YAML text (it starts on line 2 of the file) and the page body after it. */
export function splitFrontMatter(source: string): { yaml: string; body: string; block: string } {
  const match = BLOCK.exec(source);
  if (!match) return { yaml: "", body: source, block: "" };
  return { yaml: match[1], body: source.slice(match[0].length), block: match[0] };
}

export function parseFrontMatter(file: string, source: string): FrontMatter {
  const { yaml, block } = splitFrontMatter(source);
  if (!block) throw new ContentError(file, 1, "front matter missing: the page must start with a --- block holding at least `title`");
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1; // YAML line 1 is the file's line 2
  const [error] = doc.errors;
  if (error) {
    // The parser notices an unclosed bracket or quote lines later; the entry it belongs to is what the author must fix.
    const entry = isMap(doc.contents)
      ? doc.contents.items.find(
          (p) => isScalar(p.key) && p.key.range && p.key.range[0] <= error.pos[0] && (p.value as { range?: number[] } | null)?.range?.[1]! >= error.pos[0],
        )
      : undefined;
    const at = entry && isScalar(entry.key) ? entry.key.range![0] : error.pos[0];
    throw new ContentError(file, fileLine(at), `invalid front matter: ${error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")}`);
  }
  const data = doc.toJS() ?? {};
  if (typeof data !== "object" || Array.isArray(data)) throw new ContentError(file, 2, "invalid front matter: expected `key: value` lines");
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    // An unknown key is reported on its own line, by name.
    const field = String(issue.path[0] ?? (issue.code === "unrecognized_keys" ? issue.keys[0] : ""));
    const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === field) : undefined;
    const line = pair && isScalar(pair.key) && pair.key.range ? fileLine(pair.key.range[0]) : 1;
    throw new ContentError(file, line, `front matter "${field || "?"}": ${issue.message}`);
  }
  return result.data;
}

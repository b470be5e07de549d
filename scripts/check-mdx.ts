// Quick authoring check used while the full pipeline is being built: every MDX
// file parses, has title and description, and its json/xml blocks are valid.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import { XMLValidator } from "fast-xml-parser";

const root = process.argv[2] ?? "content";
const files: string[] = [];
const walk = (d: string) => { for (const f of readdirSync(d)) { const p = join(d, f); statSync(p).isDirectory() ? walk(p) : p.endsWith(".mdx") && files.push(p); } };
walk(root);
let bad = 0;
for (const file of files) {
  const src = readFileSync(file, "utf8");
  try {
    const { data, content } = matter(src);
    if (!data.title || !data.description) throw new Error("front matter needs title and description");
    await compile(content, { remarkPlugins: [remarkGfm, remarkDirective] });
    for (const m of content.matchAll(/```(json|xml)[^\n]*\n([\s\S]*?)```/g)) {
      if (m[1] === "json") JSON.parse(m[2].replaceAll(/%[A-Z_]+%/g, "x"));
      else { const r = XMLValidator.validate(m[2]); if (r !== true) throw new Error("XML: " + JSON.stringify(r.err)); }
    }
  } catch (e) { bad++; console.error(`${file}: ${(e as Error).message}`); }
}
console.log(`${files.length} files checked, ${bad} with problems`);
process.exit(bad ? 1 : 0);

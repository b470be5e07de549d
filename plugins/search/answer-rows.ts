/**
 * The questions of the FAQ's indexes (ANSWER_INDEXES in topics-data.ts), read
 * from their Markdown tables: each row asks a question in the readers' words
 * and links to the page, often the section, that answers it. The index lends
 * the question to that page (build-index.ts), as a link's text tells a search
 * engine what the linked page is about: a reader who asks it in other words
 * finds the answer, not only the index.
 */

export interface AskedQuestion {
  question: string;
  /** The answering page's URL path, without the anchor. */
  path: string;
  /** The anchor of the answering section, "" for the page as a whole. */
  slug: string;
}

/** A cell boundary: a pipe not escaped and not inside inline code. */
function cellsOf(row: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let inCode = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i];
    if (c === "`") inCode = !inCode;
    if (c === "|" && !inCode && row[i - 1] !== "\\") {
      cells.push(cell.trim());
      cell = "";
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells.slice(1, -1);
}

const INTERNAL_LINK = /\]\((\/[^)\s#]*)(?:#([^)\s]*))?\)/g;
/**
 * The question's plain words: markup and codes left out. A code (`-6`,
 * `ACCESS_TOKEN_NOT_FOUND`, `http_code`) is found where a page writes it,
 * never where a question only links (the page may explain another code).
 */
const plainWords = (cell: string) =>
  cell
    .split(/\s+/)
    .map((word) => word.replace(/^[*`(“"']+|[*`)”"',.:;?!]+$/g, ""))
    .filter((word) => word && /^\p{L}+$/u.test(word))
    .join(" ");

/**
 * Every table row of `markdown` whose first cell is a question (no link in it)
 * and which links to a page of the site: the question and the row's last
 * internal link (the "answer in" cell closes the row).
 */
export function askedQuestions(markdown: string): AskedQuestion[] {
  const asked: AskedQuestion[] = [];
  for (const line of markdown.split("\n")) {
    if (!/^\s*\|.*\|\s*$/.test(line)) continue;
    const [first, ...rest] = cellsOf(line.trim());
    if (!first || first.includes("](") || /^:?-+:?$/.test(first)) continue;
    const links = [...rest.join(" | ").matchAll(INTERNAL_LINK)];
    const last = links[links.length - 1];
    if (!last) continue;
    asked.push({ question: plainWords(first), path: last[1], slug: last[2] ?? "" });
  }
  return asked;
}

/**
 * Reads and validates a page's front matter. Errors name the file and line,
 * because an author has to find them.
 */
import matter from "gray-matter";
import { z } from "zod";
import type { FrontMatter } from "./types";

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ""}: ${reason}`);
    this.name = "ContentError";
  }
}

const schema = z
  .object({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1).optional(),
    lang: z.string().optional(),
    layout: z.string().optional(),
    order: z.number().optional(),
    status: z.enum(["stable", "new", "deprecated"]).optional(),
  })
  .passthrough();

export function parseFrontMatter(file: string, source: string): FrontMatter {
  let data: Record<string, unknown>;
  try {
    // gray-matter caches by content; an empty options object turns that off so errors repeat.
    data = matter(source, {}).data;
  } catch (error: any) {
    const line = typeof error?.mark?.line === "number" ? error.mark.line + 2 : undefined;
    throw new ContentError(file, line, `invalid front matter: ${error?.reason ?? error?.message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = String(issue.path[0] ?? "");
    const lines = source.split("\n");
    const found = lines.findIndex((l, i) => i > 0 && field && l.startsWith(`${field}:`));
    throw new ContentError(file, found > 0 ? found + 1 : 1, `front matter "${field || "?"}": ${issue.message}`);
  }
  return result.data as FrontMatter;
}

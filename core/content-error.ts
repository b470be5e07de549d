/** A mistake in a page, named by file and line for its author (broken front matter, MDX, a directive's arguments). */
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

/** Front-matter errors point an author at the line to fix. */
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

const errorOf = (source: string) => {
  try {
    parseFrontMatter("content/x.mdx", source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a front-matter error");
};

describe("parseFrontMatter", () => {
  it("reads the fields of a valid block", () => {
    expect(parseFrontMatter("x.mdx", "---\ntitle: Chat\norder: 2\nstatus: new\n---\n# Chat\n")).toMatchObject({ title: "Chat", order: 2, status: "new" });
  });

  it("names the line of a YAML defect, not the line where the parser noticed it", () => {
    expect(errorOf("---\ntitle: Ok\ndescription: [sem fechar\norder: 3\n---\n\nTexto\n")).toMatch(/^content\/x\.mdx:3: invalid front matter/);
    expect(errorOf("---\ntitle: Ok\norder: 3\nruim: : :\n---\n")).toMatch(/^content\/x\.mdx:4: invalid front matter/);
    expect(errorOf('---\ntitle: Ok\ndescription: "aspas abertas\norder: 3\n---\n')).toMatch(/^content\/x\.mdx:3: invalid front matter/);
  });

  it("names the line of a repeated key", () => {
    expect(errorOf("---\ntitle: Um\norder: 1\ntitle: Dois\n---\n")).toMatch(/^content\/x\.mdx:4: invalid front matter: Map keys must be unique/);
  });

  it("names the line and the field of a value of the wrong type", () => {
    expect(errorOf("---\ntitle: Ok\n\norder: três\n---\n")).toBe('content/x.mdx:4: front matter "order": Expected number, received string');
    expect(errorOf("---\ntitle: Ok\nstatus: beta\n---\n")).toMatch(/^content\/x\.mdx:3: front matter "status"/);
  });

  it("names an unknown field, so a typo is not silently ignored", () => {
    expect(errorOf("---\ntitle: Ok\nlayuot: home\n---\n")).toMatch(/^content\/x\.mdx:3: front matter "layuot": Unrecognized key/);
    expect(errorOf("---\ntitle: Ok\nlayout: wide\n---\n")).toMatch(/^content\/x\.mdx:3: front matter "layout"/);
  });

  it("asks for the block or the title when they are missing", () => {
    expect(errorOf("# Sem front matter\n")).toMatch(/^content\/x\.mdx:1: front matter missing/);
    expect(errorOf("---\ndescription: sem título\n---\n")).toBe('content/x.mdx:1: front matter "title": Required');
  });
});

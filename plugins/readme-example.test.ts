/**
 * The complete plugin in plugins/README.md is what a reader copies: it must
 * stay under 40 lines, type-check against the public contract (the
 * `portal-plugin` package) and do what the guide says it does.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { PluginFactory, PortalPlugin } from "../core/plugin-api";
import { testSiteConfig } from "../core/test-site-config";

const root = process.cwd();
const readme = readFileSync(join(root, "plugins/README.md"), "utf8");
const example = /## Um plugin completo\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
// Beside the project's node_modules, so `portal-plugin` resolves as it would for a plugin in this repository.
const dir = join(root, ".cache", "readme-example");
const file = join(dir, "status.ts");

describe("the README's complete plugin", () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, example);

  it("is a whole plugin in under 40 lines", () => {
    expect(example).toContain('from "portal-plugin"');
    expect(example.trimEnd().split("\n").length).toBeLessThan(40);
  });

  it("type-checks against the public contract", () => {
    const { config } = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const program = ts.createProgram([file], { ...options, noEmit: true, types: ["node"] });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
  }, 180_000);

  it("adds its page and emits its file, and refuses a wrong state in Portuguese", async () => {
    const status = (await import(file)).default as PluginFactory<never>;
    const plugin: PortalPlugin = (status as unknown as (o: unknown) => PortalPlugin)({ services: [{ name: "API de importação", state: "operando" }] });
    const added: { path: string; title: string; markdown?: string }[] = [];
    await plugin.contentLoaded!({ addPage: (page: (typeof added)[number]) => void added.push(page) } as never);
    expect(added).toEqual([
      { path: "/status.html", title: "Estado dos serviços", markdown: "| Serviço | Estado |\n|---|---|\n| API de importação | operando |" },
    ]);
    const emitted: unknown[] = [];
    await plugin.siteBuilt!({ config: testSiteConfig(), emitFile: (...args: unknown[]) => void emitted.push(args) } as never);
    expect(emitted).toEqual([
      ["/status.json", '{"services":[{"name":"API de importação","state":"operando"}]}', { headers: { "Content-Type": "application/json; charset=utf-8" } }],
    ]);
    expect(() => (status as unknown as (o: unknown) => PortalPlugin)({ services: [{ name: "API", state: "ok" }] })).toThrow(
      'plugin status: opção `services.0.state` inválida: use um destes valores: "operando", "instável", "fora do ar"',
    );
  });
});

import { describe, expect, it } from "vitest";
import { compileMdx } from "../core/compile";
import { classify, samplesOf } from "./sample-blocks";

const block = (lang: string, code: string, mark?: string) =>
  `<div class="code-block" data-lang="${lang}"${mark ? ` data-sandbox="${mark}"` : ""}><div class="code-header"></div><pre><code>${code}</code></pre></div>`;
const API = "https://apps.classificados.example/autoupload/balance";

describe("the samples' runner, before running anything", () => {
  it("reads each block's language, code and mark from the built page", () => {
    const html = block("bash", `curl ${API}`) + block("js", "app.listen(3000)", "receptor") + block("json", "{}");
    expect(samplesOf("/x.html", html)).toEqual([
      { page: "/x.html", index: 0, language: "curl", code: `curl ${API}` },
      { page: "/x.html", index: 1, language: "javascript", code: "app.listen(3000)", mark: "receptor" },
    ]);
  });

  it("counts a marked block apart, and fails an unmarked one it cannot run or an unknown mark", () => {
    const [receiver] = samplesOf("/r.html", block("python", "app = Flask(__name__)", "receptor"));
    expect(classify(receiver, true)).toMatchObject({ outcome: "marked", detail: "receptor do integrador (servidor)" });
    const [unmarked] = samplesOf("/r.html", block("python", "app = Flask(__name__)"));
    expect(classify(unmarked, true)).toMatchObject({ outcome: "failed", detail: expect.stringContaining('ponha sandbox="receptor"') });
    const [browser] = samplesOf("/o.html", block("bash", "echo https://auth.classificados.example/oauth?client_id=x"));
    expect(classify(browser, true)).toMatchObject({ outcome: "failed", detail: expect.stringContaining('sandbox="navegador"') });
    const [typo] = samplesOf("/t.html", block("php", `curl_init("${API}")`, "servidor"));
    expect(classify(typo, true)).toMatchObject({ outcome: "failed", detail: expect.stringContaining('marca desconhecida sandbox="servidor"') });
    const [runnable] = samplesOf("/b.html", block("bash", `curl ${API}`));
    expect(classify(runnable, true)).toBeUndefined();
  });

  it("finds the mark a page writes on a fence, inside code tabs too", async () => {
    const source = ':::code-tabs\n```js sandbox="funcoes"\nexport function f() {}\n```\n```python\nprint(1)\n```\n:::\n';
    const page = await compileMdx("content/x.mdx", "/tmp/x.mdx", `---\ntitle: x\ndescription: x\n---\n${source}`, {
      pageUrl: "http://localhost/x.html",
      hosts: {},
      plugins: [],
    });
    expect(samplesOf("/x.html", page.html ?? "").map((s) => s.mark)).toEqual(["funcoes", undefined]);
  });
});

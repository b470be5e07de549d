/** The head script that runs before first paint: theme and remembered code tab. */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { BEFORE_PAINT_SCRIPT, CODE_TAB_STYLE_ID } from "./before-paint";

function run(stored: Record<string, string>, systemDark = false) {
  const classes = new Set<string>();
  const styles: { id: string; textContent: string }[] = [];
  const attributes = new Set<string>();
  const listeners: string[] = [];
  const root = {
    dataset: {} as Record<string, string>,
    classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
    setAttribute: (name: string) => attributes.add(name),
  };
  runInNewContext(BEFORE_PAINT_SCRIPT, {
    localStorage: { getItem: (k: string) => stored[k] ?? null },
    matchMedia: (q: string) => ({ matches: q.includes("dark") && systemDark }),
    window: { CSS: {} },
    CSS: { escape: (s: string) => s.replace(/"/g, '\\"') },
    document: {
      documentElement: root,
      createElement: () => ({ id: "", textContent: "" }),
      head: { appendChild: (s: any) => styles.push(s) },
      addEventListener: (type: string) => listeners.push(type),
    },
  });
  return { dark: classes.has("dark"), theme: root.dataset.theme, codeTab: root.dataset.codeTab, styles, scripting: attributes.has("data-js"), listeners };
}

describe("before-paint script", () => {
  it("applies a stored light or dark theme whatever the system prefers", () => {
    expect(run({ theme: "dark" })).toMatchObject({ dark: true, theme: "dark" });
    expect(run({ theme: "light" }, true)).toMatchObject({ dark: false, theme: "light" });
  });

  it("follows the system in auto, which is also the default and the answer to anything unknown", () => {
    expect(run({}, true)).toMatchObject({ dark: true, theme: "auto" });
    expect(run({ theme: "auto" }, false)).toMatchObject({ dark: false, theme: "auto" });
    expect(run({ theme: "roxo" }, true)).toMatchObject({ dark: true, theme: "auto" });
  });

  it("shows the remembered code tab through CSS scoped to groups that have it", () => {
    const { codeTab, styles } = run({ "code-tab": "Python" });
    expect(codeTab).toBe("Python");
    expect(styles).toHaveLength(1);
    expect(styles[0].id).toBe(CODE_TAB_STYLE_ID);
    expect(styles[0].textContent).toContain('.code-tabs:has(>[role=tabpanel][data-tab="Python"])>[role=tabpanel]{display:none}');
    expect(styles[0].textContent).toContain('>[role=tabpanel][data-tab="Python"]{display:block}');
    expect(run({}).styles).toHaveLength(0);
  });

  it("says scripts run (data-js) and takes code-tab clicks from the first paint", () => {
    expect(run({})).toMatchObject({ scripting: true, listeners: ["click"] });
  });
});

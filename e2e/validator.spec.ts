/**
 * The ad payload validator page (/ferramentas/validador.html), on the SSR
 * server and on the static export: paste, drop or choose a file, read the
 * report (findings with their documentation links, which must reach real
 * pages and headings), malformed and huge input, the island surviving
 * client-side navigation, and no request leaving the page while validating;
 * the input above the fold, its line numbers and marks, an empty "Validar",
 * and missing required parameters as one finding.
 * What happens inside the one page (reports, the box, the worker and which scripts it loads, the requests while
 * validating, scale) is @same-bytes: the export serves the same document and the same /build/ chunks
 * (static-hosting.spec.ts), so it runs on "ssr" alone; what reaches the host again (the tarball and the linking
 * pages, client-side navigation away and back, with a validation that starts the worker there) runs on both.
 */
import { expectNoSeriousViolationIn } from "./fixtures/axe";
import { expect, test, type Page, type Request } from "@playwright/test";
import { APARTMENT, apiText, fileText, xmlText } from "../packages/validador/test/fixtures";
import { hydrated, isSameDocument, markDocument } from "./fixtures/reading";
import { SAME_BYTES } from "./fixtures/same-bytes";
import { pageAt } from "./site";

const PATH = "/ferramentas/validador.html";
const box = (page: Page) => page.getByLabel("Conteúdo para validar");
const report = (page: Page) => page.getByTestId("validator-report");

/** Opens the page and waits for the island and its validator chunk, so later requests can only come from validating. */
async function open(page: Page) {
  await page.goto(PATH);
  await hydrated(page);
  await expect(box(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** An envelope with a deprecated fuel on the car and a repeated image on the apartment. */
const brokenEnvelope = () =>
  apiText([2020, 1020], (ads) => {
    ads[0].params.fuel = "4";
    ads[1].images = [ads[1].images[0], ads[1].images[0]];
  });

test("the page says nothing leaves the browser, and the home and import pages link to it", async ({ page }) => {
  await open(page);
  await expect(page.getByRole("heading", { level: 1, name: "Validador de anúncios" })).toBeVisible();
  await expect(page.locator(".doc-body")).toContainText("Nada sai do seu navegador");
  // Installed from the portal's own tarball, never fetched by name from the public registry.
  const body = page.locator(".doc-body");
  await expect(body).toContainText(/npm install --save-dev https:\/\/\S+\/ferramentas\/validador-anuncios-\d+\.\d+\.\d+\.tgz/);
  await expect(body).toContainText(/npx --package=https:\/\/\S+\.tgz validador-anuncios anuncios\.json/);
  await expect(body).toContainText(/sha512-[A-Za-z0-9+/]+=*/);
  expect(await body.innerText()).not.toMatch(/npx (--yes )?validador-anuncios|npm install --save-dev validador-anuncios/);
  const tarball = await body.locator('a[href^="/ferramentas/validador-anuncios-"][href$=".tgz"]').first().getAttribute("href");
  const served = await page.request.get(tarball!);
  expect(served.status()).toBe(200);
  expect((await served.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  await expect(page.locator("#na-integracao-continua")).toBeVisible();
  for (const path of ["/", "/anuncio/api/import.html", "/anuncio/json/home.html", "/anuncio/xml/real_estate/home.html"]) {
    await page.goto(path);
    await expect(page.locator(`.doc-body a[href="${PATH}"]`).first()).toBeVisible();
  }
});

test("the validator's form takes the room kept for it: the text below does not jump when it mounts", SAME_BYTES, async ({ page }) => {
  type Shifts = { layoutShift: number };
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    (window as unknown as Shifts).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as Shifts).layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(PATH);
  await expect(box(page)).toBeVisible(); // the form is mounted
  // Two frames: the shift of the mount, if any, is reported to the observer.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // What Lighthouse counts as CLS; before the room was kept, 0.25 here.
  expect(await page.evaluate(() => (window as unknown as Shifts).layoutShift)).toBeLessThan(0.05);
});

test("a pasted envelope gets a report: summary, findings per ad with code, fix and links to real sections", SAME_BYTES, async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page);
  await page.evaluate((text) => navigator.clipboard.writeText(text), brokenEnvelope());
  await box(page).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(report(page)).toBeVisible();
  await expect(report(page).getByRole("heading", { name: "2 anúncios seriam recusados" })).toBeVisible();
  await expect(report(page)).toContainText("statusCode");
  await expect(report(page)).toContainText("-4");

  const car = report(page).getByRole("region", { name: /Anúncio 1 · id carro-48213/ });
  const fuel = car.locator('.finding[data-rule="param.deprecated"]');
  await expect(fuel).toContainText("params.fuel");
  await expect(fuel).toContainText("ERROR_FUEL_4_DEPRECATED");
  await expect(fuel).toContainText("Como corrigir:");
  await expect(fuel.getByRole("link")).toHaveAttribute("href", "/anuncio/api/autos/sub_auto.html#valores-descontinuados");
  await expect(report(page).getByRole("region", { name: /Anúncio 2/ })).toContainText("URLs repetidas");

  // Every documentation link in the report reaches a page of the site and a heading on it.
  const hrefs = await report(page)
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of new Set(hrefs)) {
    const [path, anchor] = href.split("#");
    const target = pageAt(path);
    expect(target, href).toBeTruthy();
    if (anchor) expect(target!.ids, href).toContain(anchor);
  }
  // The lookups of brand, model and version ids are linked: they cannot be checked offline.
  await expect(report(page).getByRole("link", { name: /Consulta de marcas, modelos e versões/ })).toHaveAttribute("href", "/anuncio/api/autos/car_models.html");
});

test("a dropped JSON file and a chosen XML file are validated", SAME_BYTES, async ({ page }) => {
  await open(page);
  const json = fileText([1020, 1040], (ads) => (ads[1].zipcode = "38400-000"));
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], "estoque.json", { type: "application/json" }));
    return dt;
  }, json);
  await page.getByTestId("validator-dropzone").dispatchEvent("dragenter", { dataTransfer });
  await expect(page.getByText("Solte o arquivo para validar")).toBeVisible();
  await page.getByTestId("validator-dropzone").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByText("Solte o arquivo para validar")).toBeHidden();
  await expect(report(page).getByRole("heading", { name: "1 anúncio seria recusado" })).toBeVisible();
  await expect(report(page)).toContainText("Arquivo JSON");
  await expect(report(page).locator('.finding[data-rule="zipcode.invalid"]')).toContainText("NO_REGION");
  await expect(box(page)).toHaveValue(json);

  const xml = xmlText([{ tags: { ...APARTMENT, PrecoLocacao: "2500" } }]);
  await page.locator('input[type="file"]').setInputFiles({ name: "imoveis.xml", mimeType: "text/xml", buffer: Buffer.from(xml) });
  await expect(report(page).getByRole("heading", { name: "Nada seria recusado, mas há avisos" })).toBeVisible();
  const warning = report(page).locator('.finding[data-rule="xml.precedence-price"]');
  await expect(warning).toContainText("Aviso");
  await expect(warning).toContainText("PrecoLocacao");
});

test("malformed input gets a message with line and column, and the line can be reached from it", SAME_BYTES, async ({ page }) => {
  await open(page);
  await box(page).fill('[\n  {"id": "a",\n   "category": 1020,}\n]');
  await page.getByRole("button", { name: "Validar" }).click();
  await expect(report(page).getByRole("heading", { name: "Não foi possível ler o conteúdo" })).toBeVisible();
  const finding = report(page).locator(".finding");
  await expect(finding).toContainText("JSON inválido: vírgula sobrando antes de }");
  await finding.getByRole("button", { name: /linha 3, coluna 21/ }).click();
  await expect(box(page)).toBeFocused();
  expect(await box(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe("}");

  await box(page).fill("<Carga>\n  <Imoveis>\n</Carga>");
  await page.getByRole("button", { name: "Validar" }).click();
  await expect(report(page).locator(".finding")).toContainText("XML mal formado");
  await expect(report(page).locator(".finding")).toContainText("linha 3");
});

test("a 50 MB paste is refused without freezing the page", SAME_BYTES, async ({ page }) => {
  await open(page);
  await page.evaluate(() => {
    const huge = "[" + '{"id":"a"},'.repeat(4_600_000) + "{}]";
    const data = new DataTransfer();
    data.setData("text/plain", huge);
    document.querySelector("textarea")!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(report(page).locator(".finding")).toContainText("grande demais");
  await expect(box(page)).toHaveValue("");
  // Still responsive: a sample loads and validates.
  await page.getByRole("button", { name: "XML de imóveis" }).click();
  await expect(report(page).locator('.finding[data-rule="xml.html"]')).toBeVisible();
});

test("no request leaves the page while validating", SAME_BYTES, async ({ page }) => {
  await open(page);
  const requests: string[] = [];
  // The page's own code may load while it validates (a new worker loads its script chunks again when a run is
  // cancelled or a silent worker is replaced): a GET of the site's /build/ scripts carries nothing of the reader's.
  const isOwnCode = (request: Request) =>
    request.method() === "GET" &&
    request.postData() === null &&
    new URL(request.url()).origin === new URL(page.url()).origin &&
    new URL(request.url()).pathname.startsWith("/build/");
  page.on("request", (request) => {
    if (!isOwnCode(request)) requests.push(`${request.method()} ${request.url()}`);
  });
  await box(page).fill(brokenEnvelope());
  await page.getByRole("button", { name: "Validar" }).click();
  await expect(report(page).locator(".finding").first()).toBeVisible();
  const dataTransfer = await page.evaluateHandle(
    (text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], "feed.xml", { type: "text/xml" }));
      return dt;
    },
    xmlText([{ tags: APARTMENT }]),
  );
  await page.getByTestId("validator-dropzone").dispatchEvent("drop", { dataTransfer });
  await expect(report(page).getByRole("heading", { name: "Nada seria recusado" })).toBeVisible();
  for (const kind of ["Envelope da API", "Arquivo JSON", "XML de imóveis"]) {
    await page.getByRole("button", { name: kind }).click();
    await expect(report(page)).toBeVisible();
    // Each sample validated to the end: a click during a run cancels it and starts a new worker, whose script
    // loads again (code, not the reader's data: not what this test is about).
    await expect(page.getByRole("button", { name: "Validar" })).toBeEnabled();
  }
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
});

test("the island survives client-side navigation away and back", async ({ page }) => {
  await open(page);
  await box(page).fill(brokenEnvelope());
  await page.getByRole("button", { name: "Validar" }).click();
  await markDocument(page);
  await report(page).locator('.finding[data-rule="param.deprecated"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/anuncio\/api\/autos\/sub_auto\.html#valores-descontinuados$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Validador de anúncios");
  expect(await isSameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PATH.replace(/\./g, "\\.")}$`));
  await expect(box(page)).toBeVisible();
  await box(page).fill('{"access_token": "x", "ad_list": []}');
  await expect(report(page)).toContainText("-3");
  expect(await isSameDocument(page)).toBe(true);
});

test.describe("the input is above the fold", () => {
  for (const [name, viewport] of [
    ["on a desktop (1440 × 900)", { width: 1440, height: 900 }],
    ["on a phone (375 × 812)", { width: 375, height: 812 }],
  ] as const) {
    test(name, SAME_BYTES, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page);
      const top = await box(page).evaluate((el) => el.getBoundingClientRect().top);
      // The box starts on the first screen, with room for several lines of it.
      expect(top).toBeGreaterThan(0);
      expect(top + 120).toBeLessThan(viewport.height);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test("an empty Validar says what to do, visibly and to screen readers", SAME_BYTES, async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Validar" }).click();
  const message = page.getByTestId("validator-empty");
  await expect(message).toBeVisible();
  await expect(message).toContainText("cole o conteúdo na caixa");
  await expect(page.locator(".validator [role=status]")).toContainText("Nada para validar ainda");
  await expect(box(page)).toBeFocused();
  await expect(report(page)).toHaveCount(0);
  // Once there is something, the message gives way to the report.
  await box(page).fill(brokenEnvelope());
  await page.getByRole("button", { name: "Validar" }).click();
  await expect(report(page)).toBeVisible();
  await expect(message).toHaveCount(0);
});

test("the box numbers its lines, in step with its scroll, marks the lines with findings and bands the one opened", SAME_BYTES, async ({ page }) => {
  await open(page);
  const gutter = page.getByTestId("validator-gutter");
  const text = brokenEnvelope();
  await box(page).fill(text);
  await page.getByRole("button", { name: "Validar" }).click();
  const fuel = report(page).locator('.finding[data-rule="param.deprecated"]');
  await expect(fuel).toBeVisible();
  const line = Number(/linha (\d+)/.exec((await fuel.textContent())!)![1]);
  expect(text.split("\n")[line - 1]).toContain('"fuel": "4"');
  // At the top, the first number is beside the first line.
  await box(page).evaluate((el) => (el.scrollTop = 0));
  const top = (locator: import("@playwright/test").Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);
  await expect(gutter.locator('[data-line="1"]')).toHaveText("1");
  await expect.poll(async () => Math.abs((await top(gutter.locator('[data-line="1"]'))) - ((await top(box(page))) + 12))).toBeLessThan(3);
  // Scrolled, the numbers follow: the finding's line at the top of the box, its number beside it, marked as an error.
  await box(page).evaluate((el, l) => (el.scrollTop = (l - 1) * 22), line);
  // Where the line really is: the box scrolls at most to its end, which depends on its height.
  const scrolled = await box(page).evaluate((el) => el.scrollTop);
  const number = gutter.locator(`[data-line="${line}"]`);
  await expect(number).toHaveAttribute("data-severity", "error");
  await expect(gutter.locator('[data-line="1"]')).toHaveCount(0);
  // The gutter follows on the next frame after the scroll event.
  // Both read at once: the page itself may still be scrolling to the report.
  await expect.poll(async () => Math.abs((await top(number)) - ((await top(box(page))) + 12 + (line - 1) * 22 - scrolled))).toBeLessThan(3);
  await box(page).evaluate((el) => (el.scrollTop = 0));
  // "Ir para a linha": the line is selected, scrolled to and banded.
  await fuel.getByRole("button", { name: new RegExp(`linha ${line}`) }).click();
  await expect(box(page)).toBeFocused();
  const band = page.getByTestId("validator-current-line");
  await expect(band).toBeVisible();
  // The band follows the box's scroll on the next frame, as the gutter does.
  await expect.poll(async () => Math.abs((await top(band)) - (await top(number)))).toBeLessThan(2);
  await expect(band).toBeInViewport();
  expect(await box(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toContain('"4"');
  // Editing the text takes the band away: it no longer points at the finding.
  await page.keyboard.press("End");
  await page.keyboard.type(" ");
  await expect(band).toHaveCount(0);
});

test("the missing required parameters of one ad are one finding, naming each, with the documentation link", SAME_BYTES, async ({ page }) => {
  await open(page);
  await box(page).fill(
    apiText([1020], (ads) => {
      delete ads[0].params.rooms;
      delete ads[0].params.apartment_type;
    }),
  );
  await page.getByRole("button", { name: "Validar" }).click();
  const missing = report(page).locator('.finding[data-rule="param.required"]');
  await expect(missing).toHaveCount(1);
  await expect(missing).toContainText("2 parâmetros obrigatórios ausentes: rooms e apartment_type");
  await expect(missing).toContainText("Como corrigir: Inclua em params: rooms com");
  const href = (await missing.getByRole("link").getAttribute("href"))!;
  expect(href).toMatch(/#parametros$/);
  expect(pageAt(href.split("#")[0])!.ids).toContain("parametros");
});

// The whole page, report shown (a11y.spec.ts leaves the validator to this test); one load for both themes: a
// theme changes colours alone.
test("with a report shown, in light and in dark: no serious or critical axe violation", SAME_BYTES, async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await open(page);
  await page.getByRole("button", { name: "XML de imóveis" }).click();
  await expect(report(page).locator(".finding").first()).toBeVisible();
  await expectNoSeriousViolationIn(page, "light");
});

test("after fixing the input in the box, the corrected file can be downloaded", SAME_BYTES, async ({ page }) => {
  await open(page);
  const fixed = fileText([1020]);
  await box(page).fill(fileText([1020], (ads) => (ads[0].price = "sob consulta")));
  await expect(report(page)).toContainText("sob consulta");
  await box(page).fill(fixed);
  await expect(report(page)).toContainText("Nada seria recusado");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Baixar o conteúdo corrigido" }).click()]);
  expect(download.suggestedFilename()).toBe("anuncios.json");
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString("utf8")).toBe(fixed);
});

/** One car with `count` parameters the catalogue does not know: one finding each. */
const unknownKeys = (count: number) =>
  fileText([2020], (ads) => {
    for (let i = 0; i < count; i++) ads[0].params[`campo_${i}`] = "x";
  });
/** `count` apartments, each with the same wrong zipcode. */
const badAds = (count: number) =>
  fileText(
    Array.from({ length: count }, () => 1020),
    (ads) =>
      ads.forEach((ad, i) => {
        ad.id = `ap-${i}`;
        ad.zipcode = "38400-000";
      }),
  );

/** What validateWatched saw, on the page's own clock (ms from the paste). */
interface Watched {
  /** Every progress text shown, with when it was shown. */
  progress: { text: string; at: number }[];
  /** When the report showed. */
  shown: number;
  /** Frames the page painted between the paste and the report, and how many of them came before the first progress with counts. */
  frames: number;
  framesBeforeCounts: number;
  /** When the key pressed in another field during the validation was handled (0: no key was pressed). */
  keyAt: number;
  /** The main thread's long tasks (over 50 ms) before the report: their sum, and the longest (logged only: a duration). */
  longTotal: number;
  longest: number;
}

/**
 * Records, inside the page, every progress text shown and the main thread's
 * long tasks, pastes `text` (too large to show: it is validated at once, as a
 * file would be) and waits for the report. With `pressKeyWhileValidating`, a
 * key is pressed in another text field as soon as the progress shows, and the
 * page notes when that key was handled.
 * What the tests assert from this is order and structure, never a duration:
 * on a busy machine any task takes longer (the 200 ms target for the longest
 * task lives in `npm run bench:validator-page`, bench/README.md).
 * The paste carries its text in the event, as the 50 MB paste above does: a
 * paste from the system clipboard starts with Chromium reading it, a
 * synchronous call to the browser process that any paste into any text box
 * makes, before the page's code runs. The text reaches the page, in the
 * event's data, in an evaluation of its own, so decoding Playwright's 4 MB
 * argument and copying it into the event are not counted either.
 */
async function validateWatched(page: Page, text: string, { timeout = 60_000, pressKeyWhileValidating = false } = {}): Promise<Watched> {
  await page.evaluate((value) => {
    const data = ((window as any).__pasted = new DataTransfer());
    data.setData("text/plain", value);
  }, text);
  await page.evaluate(() => {
    const started = performance.now();
    const since = () => performance.now() - started;
    const watch: Watched = ((window as any).__watch = { progress: [], shown: 0, frames: 0, framesBeforeCounts: -1, keyAt: 0, longTotal: 0, longest: 0 });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        if (watch.shown && e.startTime - started > watch.shown) return;
        watch.longTotal += e.duration;
        watch.longest = Math.max(watch.longest, e.duration);
      }),
    ).observe({ type: "longtask" });
    const countFrames = () => {
      if (watch.shown) return;
      watch.frames++;
      requestAnimationFrame(countFrames);
    };
    requestAnimationFrame(countFrames);
    new MutationObserver(() => {
      const progress = document.querySelector('[data-testid="validator-progress"]')?.textContent;
      if (progress && progress !== watch.progress.at(-1)?.text) watch.progress.push({ text: progress, at: since() });
      if (watch.framesBeforeCounts < 0 && /anúncios|achados/.test(progress ?? "")) watch.framesBeforeCounts = watch.frames;
      if (!watch.shown && document.querySelector('[data-testid="validator-report"]')) watch.shown = since();
    }).observe(document.querySelector(".validator")!, { childList: true, subtree: true, characterData: true });
    // Another field of the page, outside the validator: typing in it must be handled while the worker validates.
    const other = Object.assign(document.createElement("input"), { id: "campo-de-fora", ariaLabel: "Outro campo" });
    other.addEventListener("keydown", () => (watch.keyAt ||= since()));
    document.body.append(other);
    document
      .querySelector("textarea")!
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData: (window as any).__pasted, bubbles: true, cancelable: true }));
  });
  if (pressKeyWhileValidating) {
    await expect(page.getByTestId("validator-progress")).toBeVisible();
    await page.getByLabel("Outro campo").press("a");
  }
  await expect(report(page).or(page.getByTestId("validator-failed"))).toBeVisible({ timeout });
  await expect(page.getByTestId("validator-failed")).toHaveCount(0);
  // Long tasks are reported a moment after they end.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as any).__watch as Watched);
}

/**
 * What shows the validation ran off the main thread, whatever the load: the
 * worker's progress (with counts of ads or findings) showed, and the page
 * went on painting frames between it and the report. Validating on the main
 * thread paints little in between: its one progress with counts shows just
 * before the report (3 frames on 5,000 ads, 8 on 10,000 params, without a
 * Worker; the worker path painted 35 to 364 at load 12-17).
 */
function expectValidatedOffTheMainThread(watch: Watched) {
  const seen = watch.progress.map((p) => `${p.at.toFixed(0)} ${p.text}`).join(" | ");
  expect(watch.framesBeforeCounts, `a progress with counts before the report: ${seen}`).toBeGreaterThanOrEqual(0);
  expect(watch.frames - watch.framesBeforeCounts, `frames painted between the first progress with counts and the report: ${seen}`).toBeGreaterThanOrEqual(5);
}

/** A key pressed in another field during the validation was handled while the validation went on: progress moved after it, then the report came. */
function expectKeyHandledMidValidation(watch: Watched) {
  const seen = watch.progress.map((p) => `${p.at.toFixed(0)} ${p.text}`).join(" | ");
  expect(watch.keyAt, `the key in another field (report at ${watch.shown.toFixed(0)} ms): ${seen}`).toBeGreaterThan(0);
  expect(watch.keyAt, "the key was handled before the report showed").toBeLessThan(watch.shown);
  expect(
    watch.progress.some((p) => p.at > watch.keyAt),
    `progress moved after the key was handled at ${watch.keyAt.toFixed(0)} ms: ${seen}`,
  ).toBe(true);
}

const logWatched = (what: string, watch: Watched) =>
  console.log(
    `${what}: report in ${watch.shown.toFixed(0)} ms, ${watch.progress.length} progress texts, key handled at ${watch.keyAt.toFixed(0)} ms, ${watch.frames - watch.framesBeforeCounts} frames between the first counts and the report, main-thread long tasks ${watch.longTotal.toFixed(0)} ms (longest ${watch.longest.toFixed(0)} ms)`,
  );

test("10,000 unknown parameters are validated off the main thread, with progress and the right report, paged by the worker", SAME_BYTES, async ({ page }) => {
  test.setTimeout(120_000);
  await open(page);
  const watch = await validateWatched(page, unknownKeys(10_000));
  expectValidatedOffTheMainThread(watch);
  await expect(page.getByTestId("validator-held")).toContainText("O conteúdo colado");
  await expect(box(page)).toHaveValue("");
  const car = report(page).getByRole("region", { name: /Anúncio 1/ });
  await expect(car.locator(".finding")).toHaveCount(50);
  await expect(car.locator(".finding").first()).toContainText("campo_0");
  await car.getByRole("button", { name: /Mostrar mais 50 achados deste anúncio de 9\.9\d\d restantes/ }).click();
  await expect(car.locator(".finding")).toHaveCount(100);
  await expect(car.locator(".finding").nth(99)).toContainText("campo_");
  // "Validar" validates again what was pasted, though the box does not show it.
  await page.getByRole("button", { name: "Validar" }).click();
  await expect(
    report(page)
      .getByRole("region", { name: /Anúncio 1/ })
      .locator(".finding"),
  ).toHaveCount(50);
  logWatched("10,000 unknown keys", watch);
});

test("100,000 unknown parameters in one ad give their report, with progress that moves while the page stays responsive", SAME_BYTES, async ({ page }) => {
  // Past what the worker's stack took when the rules spread an ad's findings into push(): the page waited forever.
  test.setTimeout(240_000);
  await open(page);
  const watch = await validateWatched(page, unknownKeys(100_000), { timeout: 200_000, pressKeyWhileValidating: true });
  const findingsSoFar = new Set(watch.progress.filter((p) => /achados até agora$/.test(p.text)).map((p) => p.text));
  expect(findingsSoFar.size, watch.progress.map((p) => p.text).join(" | ")).toBeGreaterThan(1);
  expectValidatedOffTheMainThread(watch);
  expectKeyHandledMidValidation(watch);
  const car = report(page).getByRole("region", { name: /Anúncio 1/ });
  await expect(car.locator(".finding")).toHaveCount(50);
  await expect(car.getByRole("button", { name: /Mostrar mais 50 achados deste anúncio de 99\.9\d\d restantes/ })).toBeVisible();
  logWatched("100,000 unknown keys", watch);
});

test("5,000 bad ads: progress while the page stays responsive, and one repeated finding with its count and lines", SAME_BYTES, async ({ page }) => {
  test.setTimeout(120_000);
  await open(page);
  const watch = await validateWatched(page, badAds(5_000), { pressKeyWhileValidating: true });
  const percents = new Set(watch.progress.map((p) => /Validando… (\d+) % \([\d.]+ de 5\.000 anúncios\)/.exec(p.text)?.[1]).filter(Boolean));
  expect(percents.size, watch.progress.map((p) => p.text).join(" | ")).toBeGreaterThan(1);
  expectValidatedOffTheMainThread(watch);
  expectKeyHandledMidValidation(watch);
  await expect(report(page).getByRole("heading", { name: "5.000 anúncios seriam recusados" })).toBeVisible();
  const repeated = report(page).getByTestId("validator-repeated").filter({ hasText: "NO_REGION" });
  await expect(repeated.getByRole("heading")).toHaveText(/^O mesmo erro em 5\.000 anúncios \(linhas \d+, \d+, .* … e mais 4\.990\)$/);
  await expect(repeated.locator(".finding")).toHaveCount(1);
  // Without the errors, the repeated error goes: the worker regroups what is shown.
  await report(page).getByRole("checkbox", { name: /Erros/ }).uncheck();
  await expect(repeated).toHaveCount(0);
  logWatched("5,000 bad ads", watch);
});

test("a newer validation replaces one still running: the report is of the newer input", SAME_BYTES, async ({ page }) => {
  test.setTimeout(120_000);
  await open(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((value) => navigator.clipboard.writeText(value), badAds(5_000));
  await box(page).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(page.getByTestId("validator-progress")).toBeVisible();
  // Typing a small input while the large one is validated: the live validation supersedes it.
  await box(page).fill(brokenEnvelope());
  await expect(report(page).getByRole("heading", { name: "2 anúncios seriam recusados" })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(report(page).getByRole("heading", { name: "2 anúncios seriam recusados" })).toBeVisible();
});

test("without Web Workers the page validates on the main thread", SAME_BYTES, async ({ page }) => {
  await page.addInitScript(() => delete (window as { Worker?: unknown }).Worker);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await open(page);
  await box(page).fill(brokenEnvelope());
  await expect(report(page).getByRole("heading", { name: "2 anúncios seriam recusados" })).toBeVisible();
  await expect(report(page).locator('.finding[data-rule="param.deprecated"]')).toContainText("ERROR_FUEL_4_DEPRECATED");
  expect(workers).toEqual([]);
});

test(
  "the validation worker starts only on the validator page, on the validator's own chunk: other pages load none of its code",
  SAME_BYTES,
  async ({ page }) => {
    const scripts: string[] = [];
    const missing: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    page.on("response", (response) => response.status() >= 400 && missing.push(response.url()));
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    for (const path of ["/", "/anuncio/api/import.html"]) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
    }
    expect(workers).toEqual([]);
    const elsewhere = new Set(scripts);
    await open(page);
    await expect.poll(() => workers.length).toBe(1);
    // The worker runs the validator's own chunk, which no other page requested.
    expect(new URL(workers[0]).pathname).toMatch(/^\/build\/_shared\/engine-[A-Z0-9]+\.js$/);
    expect(elsewhere.has(workers[0])).toBe(false);
    expect(scripts).toContain(workers[0]);
    await box(page).fill(brokenEnvelope());
    await expect(report(page).getByRole("heading", { name: "2 anúncios seriam recusados" })).toBeVisible();
    expect(missing).toEqual([]);
  },
);

/**
 * Starts the page's workers on `script` (a 404 when undefined) instead of
 * their own, until `window.__realWorker` is set.
 */
async function brokenWorker(page: Page, script: string | undefined) {
  await page.route("**/__broken-worker.js", (route) =>
    script === undefined ? route.fulfill({ status: 404, body: "" }) : route.fulfill({ contentType: "text/javascript", body: script }),
  );
  await page.addInitScript(() => {
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super((window as any).__realWorker ? url : "/__broken-worker.js", options);
      }
    };
  });
}

/** A worker whose script runs and says so, as the validator's does, then fails as `onRequest` does. */
const workerThat = (onRequest: string) => `postMessage({ id: 0, type: "ready" }); addEventListener("message", ({ data }) => { ${onRequest} });`;

test.describe("a validation worker that fails says so, with a way to retry and the command line", () => {
  for (const [how, onRequest, reason] of [
    [
      "throws",
      `if (data.type === "validate") throw new Error("falha de teste");`,
      /A validação parou antes do fim: o validador parou com um erro \(.*falha de teste\)/,
    ],
    [
      "drops the request",
      `if (data.type === "ping") postMessage({ id: data.id, type: "pong" });`,
      /A validação parou antes do fim: o validador terminou sem entregar o relatório/,
    ],
  ] as const) {
    test(`a worker that ${how}`, SAME_BYTES, async ({ page }) => {
      test.setTimeout(90_000);
      await brokenWorker(page, workerThat(onRequest));
      await open(page);
      await box(page).fill(brokenEnvelope());
      const failed = page.getByTestId("validator-failed");
      await expect(failed).toContainText(reason, { timeout: 15_000 });
      await expect(failed).toContainText("valide o arquivo com o validador na linha de comando");
      await expect(page.getByRole("status").filter({ hasText: "A validação parou antes do fim" })).toHaveCount(1);
      await expect(page.getByTestId("validator-progress")).toHaveCount(0);
      await expect(failed.getByRole("link", { name: "Validar na linha de comando" })).toHaveAttribute("href", "#na-linha-de-comando");
      await expect(page.locator("#na-linha-de-comando")).toHaveCount(1);
      // Retrying starts a new worker: with the validator's own script back, the report comes.
      await page.evaluate(() => ((window as any).__realWorker = true));
      await failed.getByRole("button", { name: "Tentar de novo" }).click();
      await expect(report(page).getByRole("heading", { name: "2 anúncios seriam recusados" })).toBeVisible();
    });
  }

  test("a worker script that cannot load: the page validates on its main thread instead", SAME_BYTES, async ({ page }) => {
    await brokenWorker(page, undefined);
    await open(page);
    await box(page).fill(brokenEnvelope());
    await expect(report(page).getByRole("heading", { name: "2 anúncios seriam recusados" })).toBeVisible();
    await expect(page.getByTestId("validator-failed")).toHaveCount(0);
  });
});

/**
 * Payload validator benchmark: validating a 1 MB API envelope of realistic
 * ads (the catalogue's example of every API category, repeated with their own
 * ids until the envelope reaches the marketplace's 1 MB limit), as valid
 * payload and with one ad in ten broken (so findings are placed on lines too).
 * Also a JSON file and an XML feed of about the same size, for reference.
 * Usage: npm run bench:validator [-- rounds, default 21]. Target: median < 100 ms
 * for the 1 MB envelope, in Node.
 */
import { categoriesFor } from "../ad-catalogue/categories";
import { exampleAd, exampleXmlFeed, prettyJson } from "../ad-catalogue/examples";
import { LIMITS } from "../ad-catalogue/common-fields";
import { validatePayload } from "../validator/index";
import { utf8Length } from "../validator/text";

const rounds = Number(process.argv[2] ?? 21);
const LIMIT = LIMITS.payloadBytes;

/** Copies of the examples with their own ids until the serialised payload is just under `bytes`. */
function fill(channel: "api" | "json", bytes: number, broken: boolean): unknown[] {
  const examples = categoriesFor(channel).map((c) => exampleAd(c.code, channel));
  const perAd = utf8Length(prettyJson(examples)) / examples.length;
  const count = Math.floor((bytes * 0.97) / perAd);
  return Array.from({ length: count }, (_, i) => {
    const ad = structuredClone(examples[i % examples.length]) as Record<string, any>;
    ad.id = `${String(ad.id).slice(0, 12)}-${i}`;
    if (broken && i % 10 === 0) ad.price = "sob consulta";
    return ad;
  });
}

function envelope(broken: boolean): string {
  const ads = fill("api", LIMIT, broken);
  let text = prettyJson({ access_token: "SEU_ACCESS_TOKEN", ad_list: ads });
  // Nested one level deeper than the estimate, so trim until it fits the limit.
  while (utf8Length(text) > LIMIT) {
    ads.length -= Math.ceil(ads.length / 100);
    text = prettyJson({ access_token: "SEU_ACCESS_TOKEN", ad_list: ads });
  }
  return text;
}

function xmlFeed(bytes: number): string {
  const one = exampleXmlFeed();
  const body = one.slice(one.indexOf("<Imovel>") - 4, one.lastIndexOf("</Imovel>") + "</Imovel>".length);
  const copies: string[] = [];
  for (let i = 0; utf8Length(copies.join("\n")) < bytes * 0.95; i++) copies.push(body.replace(/<CodigoImovel>([^<]+)<\/CodigoImovel>/g, (_, c) => `<CodigoImovel>${c}-${i}</CodigoImovel>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Carga>\n  <Imoveis>\n${copies.join("\n")}\n  </Imoveis>\n</Carga>\n`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function measure(name: string, text: string) {
  const first = validatePayload(text); // warm-up, and the numbers to show
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    validatePayload(text);
    times.push(performance.now() - t);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} ${(utf8Length(text) / 1024).toFixed(0).padStart(5)} KB  ${String(first.adCount).padStart(5)} ads  ${String(first.findings.length).padStart(4)} findings   median ${median(times).toFixed(1).padStart(6)} ms   min ${sorted[0].toFixed(1)}   max ${sorted[sorted.length - 1].toFixed(1)}`,
  );
  return median(times);
}

console.log(`validatePayload, ${rounds} rounds after one warm-up (Node ${process.version})`);
const target = measure("API envelope, valid", envelope(false));
measure("API envelope, 1 ad in 10 broken", envelope(true));
measure("JSON file, valid", prettyJson(fill("json", LIMIT, false)));
measure("XML feed, valid", xmlFeed(LIMIT));
console.log(`target: 1 MB envelope under 100 ms: ${target < 100 ? "met" : "NOT met"} (median ${target.toFixed(1)} ms)`);

/**
 * Pages that stand for the site in the first-load benchmarks (bench/js-size.ts, bench/lighthouse.ts): the home,
 * a long call page, the validator (its island loads with the page) and a FAQ page with an island of a plugin's.
 */
export const REPRESENTATIVE_PAGES = ["/", "/anuncio/api/import.html", "/ferramentas/validador.html", "/faq/rate_limit.html"];

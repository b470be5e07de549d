/**
 * The heading (and document title) of an error page: the spec's "404 Not
 * Found", a plain name for the other statuses. Apart from NotFound.tsx
 * because the head of a page reached by navigation needs it too
 * (document/page-head.ts, in the lazily loaded interactions): sharing
 * NotFound's module would make the whole not-found layout a chunk of its own
 * on every page's first load (bench/js-size.ts).
 */
export function errorTitle(status: number): string {
  if (status === 404) return "404 Not Found";
  if (status === 405) return "405 Método não permitido";
  if (status === 414) return "414 Endereço longo demais";
  return `${status} Requisição inválida`;
}

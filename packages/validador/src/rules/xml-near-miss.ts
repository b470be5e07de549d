/**
 * A required tag that is missing but whose content is in the Imovel under
 * another shape: the same name nested in another tag (`<Endereco><CEP>`),
 * written with other capitals or accents (`<Cep>`), or the name another
 * portal's feed gives it (`<Descricao>` for `<Observacao>`). Feeds written
 * for other portals do this often, and "ausente" alone sends the reader
 * looking for a tag they can see.
 */
import { foldText } from "../../../../domain/text/fold";
import { isObject } from "./shared";

/** Names other portals' feeds (ZAP, VivaReal, Imovelweb exports) use for a tag the marketplace reads under its own. */
const OTHER_PORTAL_NAMES: Record<string, readonly string[]> = {
  Observacao: ["Descricao", "Description", "DescricaoImovel", "TextoAnuncio"],
  CEP: ["CodigoPostal", "PostalCode", "ZipCode"],
  CodigoImovel: ["Codigo", "CodigoAnuncio", "ListingID", "Referencia"],
  TituloAnuncio: ["Title", "TituloImovel"],
  SubTipoImovel: ["SubTipo", "PropertyType"],
};

/** Where, below a top tag, a tag of the folded name `wanted` is: "Endereco > CEP". Depth-first, the first found. */
function nestedPath(value: unknown, wanted: string, trail: string[]): string[] | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = nestedPath(item, wanted, trail);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (foldText(key) === wanted) return [...trail, key];
    const found = nestedPath(child, wanted, [...trail, key]);
    if (found) return found;
  }
  return undefined;
}

const tags = (trail: string[]) => trail.map((t) => `<${t}>`).join("");

/** What to add to the "ausente" message and fix of `tag`, or undefined when nothing in the Imovel looks like it. */
export function nearMiss(imovel: Record<string, unknown>, tag: string): { seen: string; fix: string } | undefined {
  const wanted = foldText(tag);
  const variant = Object.keys(imovel).find((key) => key !== tag && foldText(key) === wanted);
  if (variant)
    return {
      seen: `há \`<${variant}>\`, escrita de outro jeito`,
      fix: `Renomeie \`<${variant}>\` para \`<${tag}>\`: maiúsculas e acentos contam no nome da tag.`,
    };
  for (const [key, child] of Object.entries(imovel)) {
    const trail = nestedPath(child, wanted, [key]);
    if (trail) {
      const outer = tags(trail.slice(0, -1));
      return {
        seen: `há \`${tags(trail)}\`, aninhada em \`${outer}\``,
        fix: `Ponha \`<${tag}>\` direto dentro de \`<Imovel>\`, fora de \`${outer}\`: o marketplace não lê a tag aninhada.`,
      };
    }
  }
  const other = (OTHER_PORTAL_NAMES[tag] ?? []).find((name) => Object.keys(imovel).some((key) => foldText(key) === foldText(name)));
  if (other) {
    const present = Object.keys(imovel).find((key) => foldText(key) === foldText(other))!;
    return { seen: `há \`<${present}>\`, que o feed não lê`, fix: `Renomeie \`<${present}>\` para \`<${tag}>\`: é nela que o marketplace lê esse conteúdo.` };
  }
  return undefined;
}

/** The report's opening sentences: how many ads pass and what the marketplace would do with the payload. */
import type { Finding, PayloadFormat } from "../types";
import { plural } from "../text";

export function summarize(format: PayloadFormat | undefined, adCount: number, passing: number, findings: readonly Finding[]): string[] {
  const payloadErrors = findings.filter((f) => f.severity === "error" && !f.ad);
  const warnings = findings.filter((f) => f.severity === "warning").length;
  const failing = adCount - passing;
  const out: string[] = [];
  if (!format) return ["O conteúdo não pôde ser lido: corrija o erro abaixo e valide de novo."];
  const noun = format === "xml" ? ["imóvel", "imóveis"] : ["anúncio", "anúncios"];
  if (adCount === 0) out.push(`Nenhum ${noun[0]} encontrado.`);
  // With an error of the whole payload, no ad "passes": each one's own checks pass, and the next sentence says why the payload fails.
  else if (failing === 0 && payloadErrors.length)
    out.push(
      adCount === 1
        ? `O ${noun[0]} passa nas verificações de cada ${noun[0]}, mas o envio tem erro.`
        : `Os ${plural(adCount, noun[0], noun[1])} passam nas verificações de cada ${noun[0]}, mas o envio tem erro.`,
    );
  else if (failing === 0)
    out.push(adCount === 1 ? `O ${noun[0]} passa em todas as verificações.` : `Todos os ${plural(adCount, noun[0], noun[1])} passam em todas as verificações.`);
  else if (adCount === 1) out.push(`O ${noun[0]} tem erro que o faria ser recusado.`);
  else if (passing === 0) out.push(`Nenhum dos ${plural(adCount, noun[0], noun[1])} passa: todos têm erros que os fariam ser recusados.`);
  else {
    const refused = failing === 1 ? "tem erro que o faria ser recusado" : "têm erros que os fariam ser recusados";
    out.push(
      `${passing.toLocaleString("pt-BR")} de ${plural(adCount, noun[0], noun[1])} ${passing === 1 ? "passa" : "passam"}; ${failing.toLocaleString("pt-BR")} ${refused}.`,
    );
  }
  if (format === "api") {
    if (adCount === 0 && findings.some((f) => f.rule === "envelope.empty")) out.push("Uma `ad_list` vazia devolve `statusCode` `-3` (sem anúncios).");
    else if (payloadErrors.length) out.push("O envio inteiro seria recusado pelos erros do envelope listados abaixo.");
    else if (failing > 0) {
      const none = adCount === 1 ? "o anúncio não seria importado" : `nenhum dos ${plural(adCount, "anúncio", "anúncios")} do lote seria importado`;
      out.push(`Na API, um anúncio com erro cancela a importação inteira (\`statusCode\` \`-4\`): ${none}. Corrija os erros e reenvie o lote.`);
    } else out.push("Pelo que dá para conferir aqui, o lote seria aceito para processamento (`statusCode` `0`).");
  } else if (payloadErrors.length) {
    // Ads that were read and checked were not kept from being read: the error is the file's (an encoding, a structure).
    out.push(
      adCount > 0
        ? "O arquivo inteiro tem erro, listado abaixo: corrija-o antes que o marketplace leia o arquivo de novo."
        : "O arquivo tem erros que impedem a leitura dos anúncios: veja abaixo.",
    );
  } else if (failing > 0) {
    out.push(
      failing === 1
        ? `O ${noun[0]} com erro não seria publicado na próxima leitura do arquivo${adCount > 1 ? "; os demais seguem" : ""}.`
        : `Os ${noun[1]} com erro não seriam publicados na próxima leitura do arquivo${passing ? "; os demais seguem" : ""}.`,
    );
  }
  if (warnings)
    out.push(`${plural(warnings, "aviso", "avisos")}: não impede${warnings === 1 ? "" : "m"} o envio, mas algo seria ignorado ou pode falhar depois.`);
  return out;
}

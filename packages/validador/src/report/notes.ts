/** What the validator cannot check offline, said once per report, with where to check it. */
import { API_IMPORT, CAR_LOOKUP, CELLPHONE_LOOKUP, JSON_HOME, XML_HOME } from "./docs";
import type { Note, PayloadFormat } from "../types";

export interface NoteContext {
  format: PayloadFormat;
  /** Category codes of the ads (API and JSON). */
  categories: Set<number>;
  hasImages: boolean;
}

export function notesFor({ format, categories, hasImages }: NoteContext): Note[] {
  const notes: Note[] = [];
  const vehicles = [2020, 2060].some((c) => categories.has(c));
  const phones = categories.has(3060);
  if (vehicles || phones) {
    const what = [vehicles && "marca, modelo e versão de veículos (e de cilindrada de motos)", phones && "marca e modelo de celulares"]
      .filter(Boolean)
      .join(" e os de ");
    notes.push({
      title: "Ids de marca, modelo e versão",
      text: `Os ids de ${what} vêm das consultas do marketplace e mudam com o tempo (os de veículos foram equalizados em 25/09/2025): aqui só se confere que são ids numéricos. Um id desatualizado é recusado; a categoria de erro não é documentada, e a provável é \`ERROR_VEHICLE_BRAND_MODEL_VERSION_INVALID\` ou a do próprio campo, como \`ERROR_VEHICLE_BRAND_INVALID\`. Consulte os ids atuais antes de enviar.`,
      links: [
        ...(vehicles ? [{ href: CAR_LOOKUP, label: "Consulta de marcas, modelos e versões de veículos" }] : []),
        ...(phones ? [{ href: CELLPHONE_LOOKUP, label: "Consulta de marcas e modelos de celulares" }] : []),
      ],
    });
  }
  if (categories.has(2020)) {
    notes.push({
      title: "Título de carros",
      text: "Em carros (`2020`) o marketplace preenche o título (`subject`) sozinho: o enviado pode não ser o publicado.",
      links: [{ href: `${API_IMPORT}#regras-de-validacao`, label: "Regras de validação" }],
    });
  }
  if (hasImages) {
    notes.push({
      title: "Imagens",
      text: "O validador lê só as URLs: formato pela extensão, dimensões quando a URL as indica (por exemplo `?w=40&h=40` ou `40x40`) e endereços que só existem na sua rede. O formato real (JPG, GIF ou PNG), o tamanho (até 5 MB) e as dimensões (de 50x50 a 2160x3840) só são conhecidos quando o marketplace baixa a imagem; falhas aparecem depois, no status da importação (`ERROR_DOWNLOADING_IMAGE`, `ERROR_IMAGE_TOO_SMALL`).",
      links: [{ href: "/faq/images.html#regras", label: "Regras de imagens" }],
    });
  }
  if (format === "api") {
    notes.push({
      title: "Conta e plano",
      text: "O plano do anunciante (`statusCode` `-6`), as vagas disponíveis (`-7`) e o limite de requisições (`-2`) dependem da conta e só aparecem na resposta do marketplace.",
      links: [{ href: `${API_IMPORT}#codigos-de-statuscode`, label: "Códigos de statusCode" }],
    });
  } else {
    notes.push({
      title: "Publicação do arquivo",
      text: "O arquivo precisa estar numa URL pública, que o marketplace consiga baixar a qualquer momento, sem login; ele é lido pelo menos uma vez por dia. Isso não dá para conferir daqui.",
      links: [
        format === "xml"
          ? { href: `${XML_HOME}#regras-do-arquivo`, label: "Regras do arquivo XML" }
          : { href: `${JSON_HOME}#como-funciona`, label: "Como funciona o arquivo JSON" },
      ],
    });
  }
  return notes;
}

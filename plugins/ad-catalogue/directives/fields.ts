/**
 * Common ad fields:
 *   ::common-fields{channel="api"}         id, subject, price... for the API or the JSON file (api | json)
 */
import { COMMON_FIELDS, type FieldSpec } from "../../../domain/ad-catalogue/index";
import { inline } from "../inline";
import { br, inlineCode, join, strong, table, text, type Phrasing } from "../mdast";
import type { DirectiveFamily } from "../registry";
import { valueLine } from "../values";

function fieldRequired(field: FieldSpec, channel: "api" | "json"): Phrasing {
  const required = field.required[channel];
  if (required === true) return [strong([text("Sim")])];
  if (typeof required === "string") return [strong([text(required.charAt(0).toUpperCase() + required.slice(1))])];
  return [text("Não")];
}

export const FIELD_DIRECTIVES: DirectiveFamily = {
  "common-fields": {
    attributes: ["channel"],
    required: ["channel"],
    render(d) {
      const channel = d.channel(["api", "json"]);
      const rows = COMMON_FIELDS.filter((f) => f.channels.includes(channel)).map((f) => [
        [inlineCode(f.name)],
        [text(f.type)],
        fieldRequired(f, channel),
        inline(f.description),
        join([...f.rules.map(inline), ...(f.values ?? []).map(valueLine)], br),
      ]);
      return [table(["Campo", "Tipo", "Obrigatório", "Significado", "Regras de validação"], rows)];
    },
  },
};

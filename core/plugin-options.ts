/**
 * A plugin's options, checked when site.config.ts creates the plugin: a
 * wrong one stops the build with the plugin's name, the option's path and
 * what is wrong, in the portal's language (zod's own messages are English).
 */
import { z } from "zod";
import { ConfigError } from "./site-config";

/** What a plugin without options accepts: an empty object (the factory called with nothing); any option is a stray one. */
const NO_OPTIONS = z.object({}).strict();

const typeNames: Record<string, string> = {
  string: "um texto",
  number: "um número",
  boolean: "true ou false",
  object: "um objeto",
  array: "uma lista",
  undefined: "nada",
  function: "uma função",
  null: "null",
};
const typeName = (type: string) => typeNames[type] ?? type;

/** zod's issues in pt-BR, for the codes an option can hit; anything else keeps zod's message. */
const ptBrErrorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return { message: "obrigatória, não foi informada" };
      return { message: `esperava ${typeName(issue.expected)}, recebeu ${typeName(issue.received)}` };
    case "unrecognized_keys":
      return { message: `${issue.keys.length > 1 ? "opções desconhecidas" : "opção desconhecida"}: ${issue.keys.map((k) => `\`${k}\``).join(", ")}` };
    case "invalid_enum_value":
      return { message: `use um destes valores: ${issue.options.map((o) => `"${String(o)}"`).join(", ")}` };
    case "invalid_literal":
      return { message: `esperava ${JSON.stringify(issue.expected)}` };
    case "too_small":
      return {
        message:
          issue.type === "string"
            ? `precisa ter ao menos ${issue.minimum} caractere(s)`
            : issue.type === "array"
              ? `precisa ter ao menos ${issue.minimum} item(ns)`
              : `precisa ser ao menos ${issue.minimum}`,
      };
    case "too_big":
      return {
        message:
          issue.type === "string"
            ? `pode ter no máximo ${issue.maximum} caractere(s)`
            : issue.type === "array"
              ? `pode ter no máximo ${issue.maximum} item(ns)`
              : `pode ser no máximo ${issue.maximum}`,
      };
    case "invalid_string":
      if (issue.validation === "url") return { message: "precisa ser um endereço (URL) absoluto" };
      if (issue.validation === "email") return { message: "precisa ser um endereço de e-mail" };
      if (issue.validation === "datetime") return { message: "precisa ser uma data e hora ISO 8601 (2027-01-31T00:00:00Z)" };
      return { message: "formato inválido" };
    case "invalid_date":
      return { message: "data inválida" };
    default:
      return { message: ctx.defaultError };
  }
};

/** One line per problem: "plugin sitemap: opção `changefreq` inválida: use um destes valores: …". */
function describeIssue(plugin: string, issue: z.ZodIssue): string {
  const path = issue.path.join(".");
  if (!path) return issue.code === "unrecognized_keys" ? `plugin ${plugin}: ${issue.message}` : `plugin ${plugin}: opções inválidas: ${issue.message}`;
  return `plugin ${plugin}: opção \`${path}\` inválida: ${issue.message}`;
}

/** The options (an object), parsed by the plugin's schema (defaults applied), or a ConfigError naming the plugin and every wrong option. */
export function checkPluginOptions(plugin: string, schema: z.ZodTypeAny | undefined, options: unknown): unknown {
  // A factory called with nothing gets an empty object: the schema's defaults, or a message naming each required option.
  const result = (schema ?? NO_OPTIONS).safeParse(options ?? {}, { errorMap: ptBrErrorMap });
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => describeIssue(plugin, issue)).join("\n"));
  return result.data;
}

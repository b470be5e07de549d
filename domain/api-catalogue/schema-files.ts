/**
 * The ad schemas as standalone JSON Schema (draft 2020-12) files, for tools
 * that take a schema by URL rather than an OpenAPI document (ajv, an editor's
 * `$schema`, a CI step): the API request body, the JSON import file and one
 * per category and channel. Each file stands alone (`$defs` inside, `$id` on
 * the site) and says what the OpenAPI components say: the same builders,
 * the same verdict as the validator.
 */
import { categoriesFor } from "../ad-catalogue/index";
import { adComponents, adSchemaDocument, importEnvelopeSchema, JSON_FILE_COMPONENT, type AdChannel } from "./ad-schema";
import type { JsonSchema } from "./json-schema";
import { absoluteLinks } from "./openapi";

export const SCHEMA_FOLDER = "/esquemas";
const DRAFT = "https://json-schema.org/draft/2020-12/schema";
const LOCAL_REF = "#/$defs/";

export interface SchemaFile {
  /** Served path: /esquemas/<name>.schema.json. */
  path: string;
  /** What the file describes, for the OpenAPI page's list. */
  title: string;
  /** Category code, for the per-category files. */
  category?: number;
  channel: AdChannel;
  make: (siteUrl: string, currentYear?: number) => JsonSchema;
}

const idOf = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, "")}${path}`;

/** A list schema with every ad component it refers to in its own `$defs`. */
function withAdDefinitions(path: string, title: string, body: JsonSchema, siteUrl: string, currentYear?: number): JsonSchema {
  return absoluteLinks({ $schema: DRAFT, $id: idOf(siteUrl, path), title, ...body, $defs: adComponents(LOCAL_REF, { currentYear }) }, siteUrl);
}

export const envelopeSchemaPath = `${SCHEMA_FOLDER}/envio-api.schema.json`;
export const jsonFileSchemaPath = `${SCHEMA_FOLDER}/arquivo-json.schema.json`;
export const categorySchemaPath = (code: number, channel: AdChannel) => `${SCHEMA_FOLDER}/anuncio-${code}-${channel}.schema.json`;

function categoryFile(code: number, name: string, channel: AdChannel): SchemaFile {
  const path = categorySchemaPath(code, channel);
  return {
    path,
    title: `${name} (${code}), ${channel === "api" ? "API" : "arquivo JSON"}`,
    category: code,
    channel,
    make: (siteUrl, currentYear) => absoluteLinks({ ...adSchemaDocument(code, channel, { currentYear }), $id: idOf(siteUrl, path) }, siteUrl),
  };
}

export const SCHEMA_FILES: readonly SchemaFile[] = [
  {
    path: envelopeSchemaPath,
    title: "Corpo do envio pela API (`access_token` e `ad_list`)",
    channel: "api",
    make: (siteUrl, currentYear) => withAdDefinitions(envelopeSchemaPath, "Envio de anúncios pela API", importEnvelopeSchema(LOCAL_REF), siteUrl, currentYear),
  },
  {
    path: jsonFileSchemaPath,
    title: "Arquivo JSON de anúncios (lista na raiz)",
    channel: "json",
    make: (siteUrl, currentYear) => {
      const defs = adComponents(LOCAL_REF, { currentYear });
      return withAdDefinitions(jsonFileSchemaPath, "Arquivo JSON de anúncios", defs[JSON_FILE_COMPONENT] as JsonSchema, siteUrl, currentYear);
    },
  },
  ...(["api", "json"] as const).flatMap((channel) => categoriesFor(channel).map((c) => categoryFile(c.code, c.name, channel))),
];

const fileLink = (path: string) => `[${path.slice(SCHEMA_FOLDER.length + 1)}](${path})`;

/** The files as a markdown table for the OpenAPI page (`::schema-files`): the two list formats, then each category on each channel. */
export function schemaFilesText(): string {
  const rows = [
    "| Esquema | API | Arquivo JSON |",
    "|---|---|---|",
    `| Envio inteiro: a lista de anúncios com o formato do canal | ${fileLink(envelopeSchemaPath)} | ${fileLink(jsonFileSchemaPath)} |`,
  ];
  const api = new Set(categoriesFor("api").map((c) => c.code));
  const json = new Set(categoriesFor("json").map((c) => c.code));
  const all = [...categoriesFor("api"), ...categoriesFor("json").filter((c) => !api.has(c.code))].sort((a, b) => a.code - b.code);
  for (const c of all) {
    const cell = (channel: AdChannel, accepted: Set<number>) => (accepted.has(c.code) ? fileLink(categorySchemaPath(c.code, channel)) : "—");
    rows.push(`| \`${c.code}\` ${c.name} | ${cell("api", api)} | ${cell("json", json)} |`);
  }
  return `${rows.join("\n")}\n\nUm "—" marca a categoria que não entra por aquele canal.`;
}

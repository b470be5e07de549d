/**
 * The status, error and refusal codes the API answers with, each with its
 * label as the marketplace's public portal names it, or the mark that no
 * label is published (code-tables.md section 11). Calls (operations/) and
 * pages use these lists; the walker lets a coverage test see every code.
 */
import { codes } from "./shapes";
import { undocumented, type CodeValue } from "./types";

export interface CodeTable {
  /** Stable id: the `table` attribute of `::code-table`. */
  readonly id: string;
  /** pt-BR title of the table. */
  readonly title: string;
  /** Where the codes appear in the API. */
  readonly field: string;
  readonly values: readonly CodeValue[];
  /** pt-BR notes (two readings, quirks of the examples), inline markdown. */
  readonly notes?: readonly string[];
}

const NO_LABEL = undocumented();

/** statusCode of the import answer; the label is the literal statusMessage. */
export const IMPORT_STATUS_CODES: CodeTable = {
  id: "import-status-code",
  title: "statusCode da importação",
  field: "statusCode (com statusMessage)",
  values: codes([
    [0, "The ads were imported and will be processed"],
    [-1, "Unexpected error"],
    [-2, "The request was blocked"],
    [-3, "There is no ad to import"],
    [-4, "An ad had problems on import"],
    [-5, "Import is down"],
    [-6, "Without permission"],
    [-7, 'Trying to import "n" ad(s), but user just have slot for "f" more.'],
    [-8, 'Trying to import "n" ad(s), only "f" were imported and will be processed. The following ads were ignored due to limit exceeded: "t"'],
  ]),
  notes: ["Os rótulos são o texto literal de `statusMessage`; `n`, `f` e `t` ficam no lugar dos números e ids reais."],
};

/** errors[].messages[].category when statusCode is -4. */
export const IMPORT_ERROR_CATEGORIES: CodeTable = {
  id: "import-error-category",
  title: "Categorias de erro da importação",
  field: "errors[].messages[].category",
  values: [
    ...codes([
      ["UNDEFINED_AD_ID", "Anúncio enviado sem ID"],
      ["NO_IMAGE", "Anúncio enviado sem imagens"],
      ["NO_REGION", "CEP de região inválida; CEP em formato inválido"],
      ["ERROR_FUEL_4_DEPRECATED", "fuel 4 (Gás Natural) ou valor inválido"],
      ["ERROR_FINANCIAL_INVALID", "financial 1 (Financiado) ou valor inválido"],
      ["ERROR_CAR_FEATURE_2_INVALID", "car_features 2 (Direção hidráulica)"],
      ["ERROR_CAR_TYPE_1_OR_4_INVALID", "cartype 1 ou 4"],
      ["ERROR_VEHICLE_TAG_INVALID", "Placa não enviada ou em formato inválido"],
      ["ERROR_VEHICLE_BRAND_INVALID", "Marca não enviada ou em formato inválido"],
      ["ERROR_VEHICLE_MODEL_INVALID", "Modelo não enviado ou em formato inválido"],
      ["ERROR_VEHICLE_VERSION_INVALID", "Versão não enviada ou em formato inválido"],
      // Listed for -4 on the marketplace's live import page, though not in the import rules' own list.
      ["ERROR_VEHICLE_BRAND_MODEL_VERSION_INVALID", "marca/modelo/versão não correspondem ao catálogo de Autos"],
    ]),
    // Named for videos sent with a URL other than the video site's; no label in the table of categories.
    { code: "ERROR_VIDEOS_URL_INVALID", label: NO_LABEL },
  ],
  notes: [
    "`ERROR_VEHICLE_BRAND_MODEL_VERSION_INVALID` está na lista da página de importação do portal público do marketplace, mas não na lista de categorias das regras de importação: as duas leituras valem até o marketplace unificá-las.",
  ],
};

/** message entries of the import status and of the ad status. */
export const MESSAGE_CODES: CodeTable = {
  id: "message-code",
  title: "Códigos de mensagem do anúncio",
  field: "message[].error",
  values: [
    "ERROR_IMAGE_TOO_SMALL",
    "ERROR_DOWNLOADING_IMAGE",
    "ERROR_UPLOADING_IMAGE",
    "NOT_ENOUGH_AD_SLOTS",
    "REFUSED_SUSPECT_CATEGORY",
    "REFUSED_SUSPECT_REGION",
    "REFUSED_DENOUNCE",
    "REFUSED_SUSPECT_AUTOS",
    "REFUSED_SUSPECT_DUPLICATES",
    "REFUSED_SUSPECT_PRICE",
    "REFUSED_GENERIC",
  ].map((code) => ({ code, label: NO_LABEL })),
  notes: [
    "Grafias parecidas com as das tags de recusa, mas diferentes: `REFUSED_GENERIC` aqui, `GENERIC_REFUSED` nas tags; `REFUSED_DENOUNCE` aqui, `REFUSED_DENOUNCED` nas tags.",
  ],
};

/** ads.<id>.status of the import status. */
export const IMPORT_AD_STATUSES: CodeTable = {
  id: "import-ad-status",
  title: "Status de cada anúncio na importação",
  field: "ads.<id>.status",
  values: codes([
    ["pending", "o anúncio será processado"],
    ["error", "o anúncio está com erro(s)"],
    ["queued", "inserido, será ativado em breve"],
    ["accepted", "ativado (ou deletado, se a operação for deleção)"],
    ["refused", "não foi ativado"],
  ]),
};

/** autoupload_status of the import status. */
export const IMPORT_BATCH_STATUSES: CodeTable = {
  id: "import-batch-status",
  title: "Status do lote importado",
  field: "autoupload_status",
  values: codes([
    ["pending", "pelo menos um anúncio ainda na fila"],
    ["done", "todos os anúncios processados"],
  ]),
};

/** status of the ad status call. */
export const AD_STATUSES: CodeTable = {
  id: "ad-status",
  title: "Status do anúncio",
  field: "status",
  values: codes([
    ["pending", "será processado"],
    ["deleted", "removido"],
    ["accepted", "ativado"],
    ["refused", "não foi ativado"],
  ]),
  notes: ["Os valores de consulta também citam `queued` (inserido, ativação em breve)."],
};

/** status of the published-ads listing (and its ads_status filter). */
export const LISTING_STATUSES: CodeTable = {
  id: "listing-status",
  title: "Status na listagem de anúncios publicados",
  field: "data[].status",
  values: ["pending_review", "published", "deleted", "refused"].map((code) => ({ code, label: NO_LABEL })),
  notes: ["Valores podem ser incluídos ou removidos no futuro."],
};

/** data.ad.status of the AD_STATUS notification. */
export const NOTIFICATION_AD_STATUSES: CodeTable = {
  id: "notification-ad-status",
  title: "Status do anúncio na notificação AD_STATUS",
  field: "data.ad.status",
  values: codes([
    ["pending_pay", "aguardando pagamento (fora do limite do contrato)"],
    ["pending_review", "aguardando revisão"],
    ["accepted", "aceito"],
    ["refused", "recusado"],
    ["published", "publicado"],
    ["published_pending_review", "nova versão aguardando revisão"],
    ["deleted", "excluído"],
    ["sold", "vendido via OLX Pay"],
    ["deleted_sold", "vendido via OLX Pay e excluído"],
    ["expired", "expirado"],
    ["undeleted", "restaurado"],
    ["expired_reviewed", "renovado, aguardando revisão"],
  ]),
};

/** data.ad.reason_tag of the AD_STATUS notification, sent with refused. */
export const REASON_TAGS: CodeTable = {
  id: "reason-tag",
  title: "Tags de recusa (reason_tag)",
  field: "data.ad.reason_tag",
  values: codes([
    ["GENERIC_REFUSED", "Recusado por motivo não identificado"],
    ["REFUSED_SUSPECT_CART", "Corpo de telefone suspeito"],
    ["AUTOS_FRAUD_MODEL", "Modelo de fraude automotiva"],
    ["REFUSED_DENOUNCED", "Denúncia - Backlog; Denúncia - Controle de reincidentes"],
    ["REFUSED_SUSPECT_AUTOS", "Denúncia - Veículos Suspeitos"],
    ["REFUSED_SUSPECT_EMAIL", "Domínio de emails suspeitos"],
    ["REFUSED_SUSPECT_IP", "Domínio de IPs suspeitos"],
    ["REFUSED_SUSPECT_ELECTRONIC", "Denúncia - Eletrônicos suspeitos; Fraude de eletrônicos"],
    ["REFUSED_SUSPECT_USER", "Fraude de usuário"],
    ["REFUSED_SUSPECT_PROPERTIES", "Fraude do imóveis; Revisão do ZAP"],
    ["REFUSED_SUSPECT_CATEGORY", "Categoria suspeita; Denúncia - Categorias médio risco"],
    ["REFUSED_SUSPECT_DUPLICATES", "Suspeita de duplicação; Suspeita de anúncios duplicados por atributos"],
    ["REFUSED_SUSPECT_FRAUD", "Suspeita de fraude"],
    ["REFUSED_SUSPECT_ITEMS", "Suspeita de itens proibidos"],
    ["REFUSED_SUSPECT_LINK_TAGS", "Suspeita de tags / link"],
    ["REFUSED_SUSPECT_PRICE", "Suspeita no preço"],
    ["AWAITING_PROCESSING", "Aguardando processamento"],
  ]),
  notes: ["Rótulos com duas linhas no portal aparecem separados por `;`."],
};

/** data.ad.operation of the AD_STATUS notification. */
export const NOTIFICATION_OPERATIONS: CodeTable = {
  id: "notification-operation",
  title: "Operação na notificação AD_STATUS",
  field: "data.ad.operation",
  values: ["INSERT", "MODIFY", "DELETE"].map((code) => ({ code, label: NO_LABEL })),
};

/** operation of each ad sent to the import (and echoed by the import status). */
export const IMPORT_OPERATIONS: CodeTable = {
  id: "import-operation",
  title: "Operação de cada anúncio na importação",
  field: "ad_list[].operation",
  values: codes([
    ["insert", "inserir um anúncio novo"],
    ["edit", "alterar um anúncio já enviado"],
    ["delete", "excluir um anúncio já enviado"],
  ]),
  notes: [
    "O portal público lista só `insert` (que também edita) e `delete`, embora seus exemplos de status mostrem `edit`; vale a lista `insert`, `edit`, `delete`.",
  ],
};

/** data.status of the vehicle history (portal.md section 4). */
export const VEHICLE_HISTORY_STATUSES: CodeTable = {
  id: "vehicle-history-status",
  title: "Status do histórico veicular",
  field: "data.status",
  values: [
    ...codes([
      ["pending_vehicle_data", "aguardando renavam, placa e CPF/CNPJ"],
      ["pending", "aguardando as empresas de vistoria"],
    ]),
    ...["available", "user_excluded", "ad_excluded", "error"].map((code) => ({ code, label: NO_LABEL })),
  ],
  notes: ["A ativação não faz nada quando o status já é `pending` ou `available`."],
};

export const CODE_TABLES: readonly CodeTable[] = [
  IMPORT_STATUS_CODES,
  IMPORT_ERROR_CATEGORIES,
  MESSAGE_CODES,
  IMPORT_AD_STATUSES,
  IMPORT_BATCH_STATUSES,
  AD_STATUSES,
  LISTING_STATUSES,
  NOTIFICATION_AD_STATUSES,
  REASON_TAGS,
  NOTIFICATION_OPERATIONS,
  IMPORT_OPERATIONS,
  VEHICLE_HISTORY_STATUSES,
];

export function getCodeTable(id: string): CodeTable {
  const table = CODE_TABLES.find((t) => t.id === id);
  if (!table) throw new Error(`unknown code table "${id}" (known: ${CODE_TABLES.map((t) => t.id).join(", ")})`);
  return table;
}

/** Calls `visit` once per code of every table, for coverage tests (every code has a label or the explicit mark). */
export function forEachCode(visit: (table: CodeTable, value: CodeValue) => void): void {
  for (const table of CODE_TABLES) for (const value of table.values) visit(table, value);
}

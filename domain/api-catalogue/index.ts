/**
 * The call catalogue: every documented call of the marketplace API and the
 * marketplace's outbound webhooks, as typed data. Pages render it through
 * plugins/api-catalogue, /openapi.json is generated from it (openapi.ts),
 * and check.ts proves it coherent (paths, statuses, examples).
 */
import { AUTH_OPERATIONS } from "./operations/auth";
import { BUMP_OPERATIONS } from "./operations/bumps";
import { CHAT_OPERATIONS } from "./operations/chat";
import { CONFIGURATION_OPERATIONS } from "./operations/configurations";
import { IMPORT_OPERATIONS_LIST } from "./operations/import";
import { LOOKUP_OPERATIONS } from "./operations/lookups";
import { RENEWAL_OPERATIONS } from "./operations/renewal";
import { VEHICLE_HISTORY_OPERATIONS } from "./operations/vehicle-history";
import type { Operation, Webhook } from "./types";
import { WEBHOOKS } from "./webhooks";

export * from "./types";
export { CODE_TABLES, forEachCode, getCodeTable, type CodeTable } from "./code-tables";
export { LIMITS, RATE_LIMIT, RATE_LIMIT_LINE } from "./limits";
export { WEBHOOKS };

/** In the order of the documentation: authorization, import, lookups, then the account areas. */
export const OPERATIONS: readonly Operation[] = [
  ...AUTH_OPERATIONS,
  ...IMPORT_OPERATIONS_LIST,
  ...LOOKUP_OPERATIONS,
  ...BUMP_OPERATIONS,
  ...CHAT_OPERATIONS,
  ...VEHICLE_HISTORY_OPERATIONS,
  ...RENEWAL_OPERATIONS,
  ...CONFIGURATION_OPERATIONS,
];

const known = (list: readonly { id: string }[]) => list.map((o) => o.id).join(", ");

/** The operation with this id; throws naming the known ids. */
export function getOperation(id: string, operations: readonly Operation[] = OPERATIONS): Operation {
  const operation = operations.find((o) => o.id === id);
  if (!operation) throw new Error(`unknown operation "${id}" (known: ${known(operations)})`);
  return operation;
}

export function getWebhook(id: string, webhooks: readonly Webhook[] = WEBHOOKS): Webhook {
  const webhook = webhooks.find((w) => w.id === id);
  if (!webhook) throw new Error(`unknown webhook "${id}" (known: ${known(webhooks)})`);
  return webhook;
}

/**
 * Vehicle history (HV) of an imported car, by the integrator's ad id:
 *   pending_vehicle_data → (activation with renavam, plate, CPF/CNPJ) → pending → available
 *   removal → user_excluded; the ad deleted → ad_excluded; error: set by control.
 * Activation does nothing when the HV is already pending or available.
 */
import type { Account, VehicleHistory, VehicleHistoryStatus } from "./state";

export const VEHICLE_HISTORY_STATUSES: readonly VehicleHistoryStatus[] = [
  "pending_vehicle_data",
  "pending",
  "available",
  "user_excluded",
  "ad_excluded",
  "error",
];

const carAd = (account: Account, clientAdId: string) => {
  const ad = Object.hasOwn(account.ads, clientAdId) ? account.ads[clientAdId] : undefined;
  return ad?.vehicleHistory ? ad : undefined;
};

/** GET: undefined is the 404. */
export function vehicleHistoryOf(account: Account, clientAdId: string) {
  const ad = carAd(account, clientAdId);
  if (!ad?.vehicleHistory) return undefined;
  const hv = ad.vehicleHistory;
  return { data: { list_id: hv.status === "pending_vehicle_data" ? null : (ad.listId ?? null), status: hv.status, vehicle_tag: hv.vehicleTag } };
}

export type ActivationResult = "not-found" | "invalid" | "activated" | "unchanged";

/** PATCH: the three fields as non-empty text, the plate in upper case. */
export function activateVehicleHistory(account: Account, clientAdId: string, body: unknown, now: number): ActivationResult {
  const ad = carAd(account, clientAdId);
  if (!ad?.vehicleHistory) return "not-found";
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const { renavam, vehicle_tag: tag, cpf_cnpj: cpf } = fields;
  if (![renavam, tag, cpf].every((v) => typeof v === "string" && v.trim() !== "") || /[a-z]/.test(tag as string)) return "invalid";
  const hv = ad.vehicleHistory;
  if (hv.status === "pending" || hv.status === "available") return "unchanged";
  ad.vehicleHistory = { status: "pending", vehicleTag: tag as string, renavam: renavam as string, cpfCnpj: cpf as string, since: now } satisfies VehicleHistory;
  return "activated";
}

/** DELETE: the advertiser's removal. */
export function removeVehicleHistory(account: Account, clientAdId: string, now: number): boolean {
  const ad = carAd(account, clientAdId);
  if (!ad?.vehicleHistory) return false;
  ad.vehicleHistory = { ...ad.vehicleHistory, status: "user_excluded", since: now };
  return true;
}

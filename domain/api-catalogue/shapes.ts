/**
 * Small builders for the shapes of the call catalogue, so each call reads
 * like its documentation table: `field("url", str("URL que recebe os leads", { format: "uri" }))`.
 */
import type {
  AnyOfShape,
  ArrayShape,
  BooleanShape,
  CodeValue,
  ComponentName,
  Field,
  IntegerShape,
  MapShape,
  ObjectShape,
  Parameter,
  RefShape,
  Shape,
  StringShape,
  UndocumentedShape,
} from "./types";

type Extra<S> = Omit<S, "type" | "description">;

/** Drops undefined keys so shapes stay plain data (and deep-equal where equal). */
function clean<T extends object>(shape: T): T {
  return Object.fromEntries(Object.entries(shape).filter(([, v]) => v !== undefined)) as T;
}

export const str = (description?: string, extra: Extra<StringShape> = {}): StringShape => clean({ type: "string", description, ...extra });
export const int = (description?: string, extra: Extra<IntegerShape> = {}): IntegerShape => clean({ type: "integer", description, ...extra });
export const bool = (description?: string): BooleanShape => clean({ type: "boolean", description });
export const obj = (fields: readonly Field[], description?: string): ObjectShape => clean({ type: "object", fields, description });
export const arr = (items: Shape, description?: string, extra: Extra<Omit<ArrayShape, "items">> = {}): ArrayShape =>
  clean({ type: "array", items, description, ...extra });
export const map = (key: string, values: Shape, description?: string): MapShape => clean({ type: "map", key, values, description });
export const ref = (name: ComponentName, description?: string): RefShape => clean({ type: "ref", ref: name, description });
export const anyOf = (options: readonly Shape[], description?: string): AnyOfShape => clean({ type: "anyOf", options, description });
/** A body or value whose form is not documented. */
export const notShown = (description?: string): UndocumentedShape => clean({ type: "undocumented", description });

/** A date and time in ISO 8601, UTC. */
export const dateTime = (description: string, extra: Extra<StringShape> = {}) => str(description, { format: "date-time", ...extra });
export const url = (description: string) => str(description, { format: "uri" });

export const field = (name: string, shape: Shape, required: boolean | string = true): Field => ({ name, shape, required });
export const optional = (name: string, shape: Shape): Field => field(name, shape, false);
export const param = (name: string, shape: Shape, required: boolean | string = true, extra: Pick<Parameter, "commaSeparated" | "example"> = {}): Parameter =>
  clean({ name, shape, required, ...extra });

/** Labelled codes from [code, label] pairs. */
export const codes = (pairs: readonly (readonly [string | number, string])[]): CodeValue[] => pairs.map(([code, label]) => ({ code, label }));

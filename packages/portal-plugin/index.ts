// The contract lives in the portal's engine (core/plugin-api.ts); this package gives it a name a plugin package can depend on.
export * from "../../core/plugin-api";

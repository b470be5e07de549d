/**
 * Asset files whose name carries a hash of their content: Remix's
 * (`entry.client-MDQOGSXD.js`) and plugins' `emitAsset` (`search.0f3a9c21be.json`),
 * and their precompressed copies (`entry.client-MDQOGSXD.js.br`, core/precompress-assets.ts).
 * Such a file never changes, so servers and hosts may cache it for a year; a
 * copy not counted as hashed would also keep `_headers` from covering its
 * folder with one pattern (plugins/static-hosts.ts).
 */
export const HASHED_ASSET = /(?:\.[0-9a-f]{8,}\.\w+|-[A-Z0-9]{8}\.\w+)(?:\.br|\.gz)?$/;

export const isHashedAsset = (path: string) => HASHED_ASSET.test(path);

export const IMMUTABLE = "public, max-age=31536000, immutable";

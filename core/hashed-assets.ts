/**
 * Asset files whose name carries a hash of their content: Remix's
 * (`entry.client-MDQOGSXD.js`) and plugins' `emitAsset` (`search.0f3a9c21be.json`).
 * Such a file never changes, so servers and hosts may cache it for a year.
 */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.\w+$|-[A-Z0-9]{8}\.\w+$/;

export const isHashedAsset = (path: string) => HASHED_ASSET.test(path);

export const IMMUTABLE = "public, max-age=31536000, immutable";

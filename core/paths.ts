/** Where the build puts things, relative to the project root. */
import { join } from "node:path";

export const paths = (root = process.cwd()) => ({
  root,
  content: join(root, "content"),
  cache: join(root, ".cache", "mdx"),
  manifest: join(root, "build", "content", "manifest.json"),
  contentAssets: join(root, "public", "build", "content"),
  remixServerBuild: join(root, "build", "index.js"),
  publicDir: join(root, "public"),
  exportDir: join(root, "dist"),
});

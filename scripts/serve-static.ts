/**
 * A plain static file server for the export, behaving like common static
 * hosts and with no rewrite rules: a file is served as it is, a folder by
 * its index.html, anything else gets 404.html with status 404. Used by
 * `npm run preview` and the e2e tests of the export.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8", ".svg": "image/svg+xml", ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8", ".png": "image/png", ".ico": "image/x-icon", ".woff2": "font/woff2",
};

export function serveStatic(rootDir: string, port: number) {
  const root = resolve(rootDir);
  const notFound = join(root, "404.html");
  return createServer((req, res) => {
    const sendNotFound = (status: number) => {
      res.writeHead(status, { "Content-Type": TYPES[".html"] });
      res.end(existsSync(notFound) ? readFileSync(notFound) : `${status}`);
    };
    let pathname: string;
    try {
      // The raw path, not new URL(): "//host/x" must stay a path, never become a host.
      pathname = decodeURIComponent((req.url ?? "/").split(/[?#]/)[0]);
    } catch {
      return sendNotFound(400);
    }
    if (pathname.includes("\0")) return sendNotFound(400);
    let file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + "/")) return sendNotFound(404);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file) || !statSync(file).isFile()) return sendNotFound(404);
    res.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": pathname.startsWith("/build/") ? "public, max-age=31536000, immutable" : "no-cache",
    });
    createReadStream(file).pipe(res);
  }).listen(port, () => console.log(`export em http://localhost:${port}`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serveStatic(process.argv[2] ?? "dist", Number(process.env.PORT) || 3000);
}

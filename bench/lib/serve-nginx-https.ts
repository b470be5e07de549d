/**
 * The static export as a reader gets it from the shipped configuration:
 * Debian's nginx with deploy/nginx (the build's brotli, gzip, the headers)
 * over HTTPS with HTTP/2, as any real host of the portal serves it, so a
 * browser benchmark counts the bytes, header compression (HPACK) included,
 * that cross a reader's network. The certificate is self-signed, made here
 * with openssl for 127.0.0.1; the browser is told to accept it. Everything
 * goes to a scratch folder ($TMPDIR/portal-bench/nginx-https-<port>).
 */
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";

/** A key and a certificate for 127.0.0.1, valid for a day. */
function selfSigned(dir: string) {
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"], {
    stdio: "ignore",
  });
  return { key, cert };
}

/** deploy/nginx/local.conf.template, listening with TLS and HTTP/2 instead of plain HTTP. */
function configuration(run: string, dist: string, port: number, tls: { key: string; cert: string }) {
  const deploy = join(process.cwd(), "deploy", "nginx");
  mkdirSync(join(run, "portal"), { recursive: true });
  for (const file of readdirSync(deploy).filter((f) => f.endsWith(".conf"))) copyFileSync(join(deploy, file), join(run, "portal", file));
  const listen = `listen 127.0.0.1:${port} ssl http2;\n        ssl_certificate ${tls.cert};\n        ssl_certificate_key ${tls.key};`;
  return readFileSync(join(deploy, "local.conf.template"), "utf8")
    .replace("listen 127.0.0.1:@PORT@;", listen)
    .replaceAll("@RUN@", run)
    .replaceAll("@ROOT@", resolve(dist))
    .replaceAll("@USER@", process.getuid?.() === 0 ? "user root;" : "");
}

const accepting = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      done(true);
    });
    socket.on("error", () => done(false));
  });

/** Starts nginx on https://127.0.0.1:<port>; resolves once it accepts connections. */
export async function serveNginxHttps(dist: string, port: number): Promise<{ close: () => void }> {
  const run = join(tmpdir(), "portal-bench", `nginx-https-${port}`);
  mkdirSync(run, { recursive: true });
  writeFileSync(join(run, "nginx.conf"), configuration(run, dist, port, selfSigned(run)));
  const nginx = spawn(NGINX, ["-p", run, "-c", join(run, "nginx.conf"), "-e", "stderr"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<never>((_, fail) =>
    nginx.on("exit", (code) => fail(new Error(`nginx saiu (código ${code}) antes de aceitar conexões: veja a mensagem acima`))),
  );
  for (let tries = 0; !(await Promise.race([accepting(port), exited])); tries++) {
    if (tries > 100) throw new Error(`nginx não aceitou conexões em 127.0.0.1:${port} em 10 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { close: () => nginx.kill() };
}

#!/usr/bin/env bash
# `npm run serve:nginx`: serves the static export (dist/) with the shipped
# nginx configuration (deploy/nginx/) on http://127.0.0.1:$PORT (default 3000),
# in the foreground, without root. Run `npm run build && npm run export` first.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-3000}"
NGINX="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -x "$NGINX" ]; then
  echo "nginx not found: install Debian's package with 'sudo apt-get install -y nginx' (or set NGINX=/path/to/nginx)." >&2
  exit 1
fi
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "Módulo brotli_static do nginx não encontrado: instale com 'sudo apt-get install -y libnginx-mod-http-brotli-static'." >&2
  exit 1
fi
if [ ! -f dist/404.html ]; then
  echo "No export in dist/: run 'npm run build && npm run export' first." >&2
  exit 1
fi
RUN="$PWD/.cache/nginx/$PORT"
mkdir -p "$RUN/portal"
cp deploy/nginx/*.conf "$RUN/portal/"
# As root (CI), the workers would switch to 'nobody'; keep them as the current user instead.
USER_LINE=""
if [ "$(id -u)" = "0" ]; then USER_LINE="user root;"; fi
sed -e "s#@RUN@#$RUN#g" -e "s#@ROOT@#$PWD/dist#g" -e "s#@PORT@#$PORT#g" -e "s#@USER@#$USER_LINE#g" \
  deploy/nginx/local.conf.template > "$RUN/nginx.conf"
echo "export em http://127.0.0.1:$PORT (nginx)"
exec "$NGINX" -p "$RUN" -c "$RUN/nginx.conf" -e stderr

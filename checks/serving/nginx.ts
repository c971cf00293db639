import type { Manifest } from '@/lib/serving/manifest'

/**
 * For the serving benchmark: where nginx, serving the same precompressed files with `gzip_static`, needs each file
 * under its root. A page `/docs/apis` becomes `docs/apis.html` (found by `try_files $uri.html`) with its gzip body
 * beside it as `docs/apis.html.gz`; other paths keep their name. Pairs of [link under the root, file under the project].
 */
export function nginxLayout(manifest: Manifest): Array<[string, string]> {
  const links: Array<[string, string]> = []
  for (const [urlPath, entry] of Object.entries(manifest.entries)) {
    let name = urlPath.slice(1)
    if (entry.file.endsWith('.html') && !name.endsWith('.html')) name += '.html'
    links.push([name, entry.file])
    if (entry.gzip) links.push([`${name}.gz`, entry.gzip.file])
  }
  return links
}

/**
 * An nginx configuration that serves `root` the way the front server does: precompressed gzip, the same security
 * and caching headers, keep-alive, no access log. It runs in the foreground with everything it writes under `workDir`.
 */
export function nginxConfig({ root, workDir, port, headers, runAsRoot }: { root: string; workDir: string; port: number; headers: Array<[string, string]>; runAsRoot: boolean }): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  const addHeaders = headers.map(([name, value]) => `      add_header ${name} ${quote(value)} always;`).join('\n')
  return `${runAsRoot ? 'user root;\n' : ''}worker_processes auto;
daemon off;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  types { text/markdown md; }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/markdown text/css application/javascript application/json text/plain;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    gzip_vary on;
    location / {
      try_files $uri $uri.html =404;
${addHeaders}
      add_header Cache-Control "public, max-age=0, must-revalidate" always;
    }
  }
}
`
}

/** What the load balancer's configuration is made of. */
export interface NginxConfigOptions {
  /** Loopback port nginx listens on. */
  readonly listenPort: number;
  /** Ports of the service processes on 127.0.0.1. */
  readonly backendPorts: readonly number[];
  /** Folder for nginx's pid, logs and temporary files. */
  readonly workDirectory: string;
}

/**
 * The nginx configuration of the scale test, also the one docs/deployment.md shows: round robin
 * over the service processes with keep-alive upstream connections; a backend that refuses or
 * drops a connection is taken out for 10 s (`max_fails`/`fail_timeout`), and a request that
 * could not be sent to it goes to the next one. A POST once sent is never passed on (no
 * `non_idempotent`): every quotation answered is recorded, so a backend that dies while answering
 * may already have it on record, and sending it again would record a second quotation the client
 * never sees. nginx answers it 502 instead, and the client retries knowingly, with its
 * Idempotency-Key (docs/deployment.md). `/metrics` is not proxied: Prometheus scrapes every
 * process directly. The access log names the backend of every request.
 *
 * @example
 * nginxConfig({ listenPort: 8080, backendPorts: [8081, 8082], workDirectory: "/tmp/lb" });
 */
export function nginxConfig(options: NginxConfigOptions): string {
  const directory = options.workDirectory;
  const servers = options.backendPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join("\n");
  return `# nginx in front of ${options.backendPorts.length} pmi-rating processes (docs/deployment.md).
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;

events {
  worker_connections 1024;
}

http {
  log_format upstream '$remote_addr [$time_local] "$request" $status upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
  access_log ${directory}/access.log upstream;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  client_max_body_size 256k;

  upstream pmi_rating {
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${options.listenPort};

    # Each process is scraped on its own port; the balanced address does not serve metrics.
    location = /metrics {
      return 404;
    }

    location / {
      proxy_pass http://pmi_rating;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `workbench sim cluster`: several `sim serve` processes behind nginx. A tenant's whole state lives in one process,
 * chosen by a consistent hash of its name, so nothing is shared between processes; nginx never moves a tenant to
 * another process when its own stops answering (that process's state is not there), it answers with the process's name.
 */

/** One simulator process of the cluster: its name (sim-1…) and its own origin. */
export interface ClusterProcess {
  readonly name: string;
  readonly url: string;
}

/** Where nginx learns the tenant: the name in a tenant route, else the x-sim-tenant header, else the tenant cookie. */
const NAME = '[A-Za-z0-9][A-Za-z0-9._-]{0,63}';

/** The nginx configuration of a cluster listening on `port`, its files (pid, logs, temp) under `dir`. */
export function nginxConfig(options: { readonly port: number; readonly processes: readonly ClusterProcess[]; readonly dir: string }): string {
  const { port, processes, dir } = options;
  if (processes.length === 0) throw new RangeError('a cluster has at least one process');
  const addr = (p: ClusterProcess) => new URL(p.url).host;
  const listing = JSON.stringify({ processes: processes.map((p, i) => ({ index: i + 1, name: p.name })) }).replace(/'/g, "\\'");
  return `# Written by 'workbench sim cluster'; regenerated on every start.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 2m;

  # The tenant a request belongs to, in the server's own order: a tenant route names it in its path; otherwise the
  # x-sim-tenant header, else the sim-tenant cookie (its value starts with the name); none is the default tenant.
  map $uri $sim_path_tenant {
    "~^/__sim/tenants?/(?<n>${NAME})/?(?:reset/?)?$" $n;
    default "";
  }
  map $http_x_sim_tenant $sim_header_tenant {
    "~^\\s*(?<n>${NAME})\\s*$" $n;
    default "";
  }
  map $http_cookie $sim_cookie_tenant {
    "~(?:^|;\\s*)sim-tenant=(?<n>${NAME})" $n;
    default "";
  }
  map "$sim_path_tenant|$sim_header_tenant|$sim_cookie_tenant" $sim_tenant {
    ~^(?<n>[^|]+)\\| $n;
    ~^\\|(?<n>[^|]+)\\| $n;
    ~^\\|\\|(?<n>.+)$ $n;
    default default;
  }
  map $upstream_addr $sim_process {
${processes.map((p) => `    "${addr(p)}" ${p.name};`).join('\n')}
    default "a simulator process";
  }

  upstream sim {
    hash $sim_tenant consistent;
${processes.map((p) => `    server ${addr(p)} max_fails=0;`).join('\n')}
    keepalive 16;
  }
${processes.map((p, i) => `  upstream sim_${i + 1} { server ${addr(p)} max_fails=0; }`).join('\n')}

  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_buffering off;
    proxy_read_timeout 600s;
    # A tenant stays where its state is: never retried on another process.
    proxy_next_upstream off;
    # nginx's own 502 (the process does not answer) is told by name; a simulated 502 passes through untouched.
    error_page 502 504 = @down;

    location = /__sim/cluster {
      default_type application/json;
      return 200 '${listing}';
    }
    # One process by its index, for the commands that ask every process (the tenant list, a reset of all).
    location ~ ^/__sim/process/(?<i>[0-9]+)(?<rest>/.*)$ {
      proxy_pass http://sim_$i$rest$is_args$args;
    }
    location / {
      proxy_pass http://sim;
    }
    location @down {
      default_type application/json;
      return 503 '{"errorCode":"SIM_PROCESS_DOWN","message":"$sim_process ($upstream_addr) does not answer; tenant $sim_tenant lives there and is not moved to another process"}';
    }
  }
}
`;
}

/** A free loopback port (the listener is closed before it is returned). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The nginx binary (NGINX_PATH, else Debian's), or null with the reason it cannot be used. */
export function nginxBinary(env: NodeJS.ProcessEnv = process.env): { path: string } | { error: string } {
  const path = env.NGINX_PATH || '/usr/sbin/nginx';
  const probe = spawnSync(path, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { error: `nginx is needed for a cluster and was not found at ${path} (install Debian's nginx package: apt-get install nginx, or set NGINX_PATH)` };
  return { path };
}

export interface ClusterOptions {
  readonly processes: number;
  readonly port: number;
  /** Arguments every `sim serve` gets besides its port (seed, clock, origins). */
  readonly serveArgs: readonly string[];
  readonly token: string;
  /** The workbench binary the processes run (this one). */
  readonly bin: string;
  readonly nginx: string;
}

export interface RunningCluster {
  readonly url: string;
  readonly processes: readonly (ClusterProcess & { readonly pid: number })[];
  readonly dir: string;
  stop(): Promise<void>;
}

const LISTENING = /simulator listening on (http:\/\/127\.0\.0\.1:\d+)/;

/** Starts one `sim serve --port 0` and resolves with its origin once it prints it. */
function startProcess(options: ClusterOptions, name: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.bin, 'sim', 'serve', '--port', '0', ...options.serveArgs], { env: { ...process.env, SIM_TOKEN: options.token, SIM_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const fail = (why: string) => reject(new Error(`${name} did not start: ${why}${err ? `\n${err.trim()}` : ''}`));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = LISTENING.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', (e) => fail(e.message));
    child.once('exit', (code) => fail(`exited with ${code ?? 'a signal'}`));
  });
}

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Starts the processes, then nginx in front of them; everything started is stopped again if a part fails. */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  if (!Number.isInteger(options.processes) || options.processes < 1 || options.processes > 32) throw new RangeError(`--processes must be 1 to 32, got ${options.processes}`);
  const dir = mkdtempSync(join(tmpdir(), 'sim-cluster-'));
  const started: { child: ChildProcess; url: string; name: string }[] = [];
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    await Promise.all([...(nginx ? [stopChild(nginx)] : []), ...started.map((s) => stopChild(s.child))]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const names = Array.from({ length: options.processes }, (_, i) => `sim-${i + 1}`);
    for (const [i, s] of (await Promise.all(names.map((name) => startProcess(options, name)))).entries()) started.push({ ...s, name: names[i]! });
    const port = options.port === 0 ? await freePort() : options.port;
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true });
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ port, processes: started.map((s) => ({ name: s.name, url: s.url })), dir }));
    const test = spawnSync(options.nginx, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the cluster's configuration: ${test.stderr.trim()}`);
    nginx = spawn(options.nginx, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    const url = `http://127.0.0.1:${port}`;
    await waitForCluster(url, nginx);
    return { url, dir, processes: started.map((s) => ({ name: s.name, url: s.url, pid: s.child.pid ?? -1 })), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** nginx answers its own listing once it listens; an nginx that exits first is an error with its message. */
async function waitForCluster(url: string, nginx: ChildProcess): Promise<void> {
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let attempt = 0; attempt < 200; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${stderr.trim() || `exit ${nginx.exitCode}`}`);
    try {
      const res = await fetch(`${url}/__sim/cluster`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer on ${url}${stderr ? `: ${stderr.trim()}` : ''}`);
}

/** The processes of a cluster at `url` (its /__sim/cluster listing), or null for a single `sim serve`. */
export async function clusterProcesses(url: string): Promise<{ index: number; name: string }[] | null> {
  try {
    const res = await fetch(`${url}/__sim/cluster`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    const body = (await res.json()) as { processes?: unknown };
    if (!Array.isArray(body.processes)) return null;
    return body.processes.filter((p): p is { index: number; name: string } => typeof p === 'object' && p !== null && typeof (p as { index?: unknown }).index === 'number' && typeof (p as { name?: unknown }).name === 'string');
  } catch {
    return null;
  }
}

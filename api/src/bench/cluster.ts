/**
 * `pnpm --filter api bench:cluster` (issue 22): one PostgreSQL (scripts/with-pg.sh), one
 * S3-compatible store (s3rver), three api nodes and nginx in front of them, all on this machine.
 * A mixed load at 200 connections (sign-in, the facility list, photo uploads, submits with photos,
 * a manager's issue list) runs through nginx for CLUSTER_SECONDS (default 40); halfway one node is killed.
 * CLUSTER_NODES (3) and CLUSTER_CONNECTIONS (200) size it; `pnpm test:cluster` is CI's short run
 * (two nodes, one killed, every report and photo read back from both).
 * Prints requests/s, p99, the errors and 5xx while the node was down, and then checks that every
 * report submitted and every photo uploaded is readable from every node (the killed one restarted).
 *
 * nginx retries a request a dead node did not answer on the next node, POSTs included: submits
 * are idempotent by localId and an upload that never reached the store is simply made again.
 */
import autocannon from 'autocannon';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { openDatabase } from '../db/client';
import { DEMO_PASSWORD } from '../db/demo-logins';
import { refreshPlannerStatistics } from '../db/maintenance';
import { SCALE_FACILITIES, scaleIds, seedScaleOrganization } from '../db/seed-scale';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('bench:cluster needs PostgreSQL: run it through scripts/with-pg.sh (pnpm --filter api bench:cluster).');
const seconds = Number(process.env.CLUSTER_SECONDS ?? 40);
const NODES = Math.max(2, Number(process.env.CLUSTER_NODES ?? 3));
const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS ?? 200);
const BUCKET = 'facilityops-bench';
// pnpm --filter api runs this in the api folder.
const apiDir = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'facilityops-cluster-'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const waitFor = async (url: string, ms = 60_000) => {
  for (const start = Date.now(); Date.now() - start < ms; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const ok = await fetch(url)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ok) return;
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
};

const children: ChildProcess[] = [];
const nginxBin = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
if (!nginxBin) throw new Error('nginx is not installed (apt-get install nginx-light); scripts/cluster-bench.sh installs it.');

const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET }] });
try {
  const { port: s3Port } = await s3.run();

  // The organisation the load works on, seeded once into the shared database.
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  await seedScaleOrganization(database);
  await refreshPlannerStatistics(database);
  await database.close();

  const jwtSecret = randomBytes(32).toString('hex');
  const ports = await Promise.all(Array.from({ length: NODES }, freePort));
  const startNode = (index: number) => {
    const dataDir = path.join(work, `node-${index}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        API_PORT: String(ports[index]),
        API_HOST: '127.0.0.1',
        API_DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        API_REBASE_DEMO: '0',
        UPLOAD_STORE: 's3',
        S3_BUCKET: BUCKET,
        S3_PREFIX: 'uploads',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        AWS_REGION: 'us-east-1',
        DATABASE_POOL_SIZE: '8',
      },
      stdio: 'ignore',
    });
    children[index] = child;
    return waitFor(`http://127.0.0.1:${ports[index]}/health`);
  };
  await Promise.all(ports.map((_, index) => startNode(index)));

  const lbPort = await freePort();
  const nginxDir = path.join(work, 'nginx');
  mkdirSync(path.join(nginxDir, 'logs'), { recursive: true });
  writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    `worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  client_max_body_size 12m;
  # Bodies and answers stay in memory: nginx's workers may not write to this run's folder.
  client_body_buffer_size 12m;
  proxy_max_temp_file_size 0;
  upstream api {
    least_conn;
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${lbPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const nginx = spawn(nginxBin, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  children.push(nginx);
  const base = `http://127.0.0.1:${lbPort}`;
  await waitFor(`${base}/health`);
  console.info(`PostgreSQL, s3rver on :${s3Port}, api nodes on ${ports.map((port) => `:${port}`).join(' ')}, nginx on :${lbPort}`);

  const login = async () => {
    const answer = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: scaleIds.email, password: DEMO_PASSWORD, userType: 'regular' }),
    });
    return ((await answer.json()) as { token: string }).token;
  };
  const token = await login();
  const managerAnswer = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: scaleIds.managerEmail, password: DEMO_PASSWORD, userType: 'regular' }),
  });
  const managerToken = ((await managerAnswer.json()) as { token: string }).token;
  const plain = { authorization: `Bearer ${token}` };
  // Reads ask for compression as a browser does; the POSTs' small answers are parsed below, so not those.
  const auth = { ...plain, 'accept-encoding': 'br, gzip' };

  const boundary = '----facilityops-cluster';
  const photo = (n: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, n % 251)]);
  const multipart = (bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const uploadOne = async (n: number) => {
    const answer = await fetch(`${base}/uploads`, {
      method: 'POST',
      headers: { ...plain, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipart(photo(n)),
    });
    if (!answer.ok) throw new Error(`upload through nginx: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { name: string; path: string; type: string }[])[0];
  };
  // Photos the submits refer to, uploaded before the load (the load uploads more of its own).
  const photos = await Promise.all(Array.from({ length: 20 }, (_, n) => uploadOne(n)));

  const runId = randomBytes(4).toString('hex');
  let submitted = 0;
  const reportIds: string[] = [];
  const uploadedNames: string[] = [];
  const report = () => {
    submitted += 1;
    const localId = `cluster-${runId}-${submitted}`;
    const media = [photos[submitted % photos.length]];
    return JSON.stringify({
      localId,
      shift: scaleIds.shift,
      date: '01 May 2024',
      time: '10:00 AM',
      facility: scaleIds.facility((submitted % SCALE_FACILITIES) + 1),
      reportingType: 'scheduled',
      issueDetails: [{ parameter: 'par-scale-floor', label: 'floor', description: 'Wet floor', urgencyLevel: 'moderate', media }],
      overall: { description: 'Checked', media: [] },
    });
  };
  const loginBody = JSON.stringify({ email: scaleIds.email, password: DEMO_PASSWORD, userType: 'regular' });
  const uploadBody = multipart(photo(7));

  let killedAt = 0;
  let restoredAt = 0;
  const statusDuringKill: Record<string, number> = {};
  let errorsDuringKill = 0;
  // The mixed load's requests, the same against the cluster and, for the ratio, against one node.
  const mixedRequests = (): autocannon.Request[] => [
    { method: 'POST', path: '/auth/login', body: loginBody, headers: { 'content-type': 'application/json' } },
    { method: 'GET', path: '/facilities/v2/facilitiesToReport' },
    {
      method: 'POST',
      path: '/uploads',
      headers: { ...plain, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: uploadBody,
      onResponse: (status, body) => {
        if (status === 200) uploadedNames.push(...(JSON.parse(body) as { name: string }[]).map((file) => file.name));
      },
    },
    {
      method: 'POST',
      path: '/reports/submit',
      headers: { ...plain, 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: report() }),
      onResponse: (status, body) => {
        if (status === 200) reportIds.push((JSON.parse(body) as { reportId: string }).reportId);
      },
    },
    // A manager's issue list (a reporter does not read it).
    { method: 'GET', path: '/issues/list', headers: { authorization: `Bearer ${managerToken}`, 'accept-encoding': 'br, gzip' } },
  ];
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: auth,
        requests: mixedRequests(),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode) => {
      if (killedAt && !restoredAt) statusDuringKill[statusCode] = (statusDuringKill[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', () => {
      if (killedAt && !restoredAt) errorsDuringKill += 1;
    });
  });
  const killer = setTimeout(
    () => {
      killedAt = Date.now();
      children[1]?.kill('SIGKILL');
      console.info(`${Math.round(seconds / 2)} s in: node 2 (:${ports[1]}) killed`);
      setTimeout(() => {
        restoredAt = Date.now();
      }, 10_000);
    },
    (seconds * 1000) / 2,
  );
  const result = await load;
  clearTimeout(killer);

  const byStatus = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const count = (test: (status: number) => boolean) =>
    Object.entries(byStatus).reduce((sum, [status, stat]) => sum + (test(Number(status)) ? stat.count : 0), 0);
  console.info(`\nmixed load through nginx, ${NODES} nodes, ${CONNECTIONS} connections, ${seconds} s, node 2 killed at ${Math.round(seconds / 2)} s:`);
  console.info(
    `  requests/s ${Math.round(result.requests.average)}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, requests ${result.requests.total}`,
  );
  console.info(
    `  2xx ${count((s) => s < 300)}, 429 ${count((s) => s === 429)}, other 4xx ${count((s) => s >= 400 && s < 500 && s !== 429)}, 5xx ${count((s) => s >= 500)}`,
  );
  console.info(`  socket errors ${result.errors}, timeouts ${result.timeouts}`);
  console.info(`  in the 10 s after the kill: ${JSON.stringify(statusDuringKill)} by status, ${errorsDuringKill} socket errors`);

  // Every node, the killed one restarted, reads every report and photo.
  await startNode(1);
  let missingReports = 0;
  let missingMedia = 0;
  const names = [...new Set([...uploadedNames, ...photos.map((item) => item?.name ?? '')])].filter(Boolean);
  const ids = [...new Set(reportIds)];
  const sampleIds = ids.filter((_, i) => i % Math.max(1, Math.floor(ids.length / 300)) === 0);
  for (const port of ports) {
    const node = `http://127.0.0.1:${port}`;
    for (const id of sampleIds) {
      const answer = await fetch(`${node}/inspections/${encodeURIComponent(id)}`, { headers: auth });
      if (!answer.ok) missingReports += 1;
    }
    for (const name of names) {
      const answer = await fetch(`${node}/uploads/${name}`);
      if (!answer.ok || (await answer.arrayBuffer()).byteLength < 1000) missingMedia += 1;
    }
  }
  console.info(
    `\nreadable from all ${NODES} nodes: ${sampleIds.length} of ${ids.length} submitted reports (1 in ${Math.max(1, Math.floor(ids.length / 300))}), ${missingReports} missing; ` +
      `${names.length} photos, ${missingMedia} missing`,
  );
  if (count((s) => s >= 500) > 0 || missingReports > 0 || missingMedia > 0) process.exitCode = 1;

  // The same load against one node, nothing killed, for the ratio (CI's short run leaves it out).
  if (process.env.CLUSTER_SHORT !== '1') {
    const single = await autocannon({
      url: `http://127.0.0.1:${ports[0]}`,
      connections: CONNECTIONS,
      duration: seconds,
      headers: auth,
      requests: mixedRequests(),
    });
    const ratio = result.requests.average / Math.max(1, single.requests.average);
    console.info(
      `\nthe same load against one node: requests/s ${Math.round(single.requests.average)}, p99 ${single.latency.p99} ms, ` +
        `${single.non2xx} non-2xx, ${single.errors} socket errors; ${NODES} nodes behind nginx (one killed halfway) did ${ratio.toFixed(2)}× that`,
    );
  }
} finally {
  for (const child of children) child?.kill('SIGTERM');
  await s3.close().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}

// Benchmark: upload and download of one large file (1 GiB by default) through the local storage
// driver, end to end over HTTP, next to a plain `cp` of the same file on the same disk.
//
// Starts the API as its own process on a fresh database, signs in as the demo Admin, then runs
// the spec's protocol: prepareUpload → PUT of the bytes to the signed URL → confirmUpload (size,
// magic bytes, SHA-256 over the whole file) → getDownloadURL → GET into a file. For each phase it
// prints the time, the throughput and how far the API process's resident memory (RSS) rose.
//
//   node bench/files/upload-download.mjs [--size-mib 1024] [--runs 3] [--dist]
//
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on
// (default postgres://postgres@127.0.0.1:5432/postgres). BENCH_DIR: where the test files go
// (default the system temp folder; pick the disk the portal's FILES_DIR would be on). --dist runs
// apps/api/dist/main.js (build first); otherwise the sources via tsx.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { apiLabel, graphql, query, signIn, withBenchApi } from '../support/bench-api.mjs';
import { measured } from '../support/memory.mjs';
import { median, printTableHeader, tableRow } from '../support/stats.mjs';

const { values: args } = parseArgs({
  options: {
    'size-mib': { type: 'string', default: '1024' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'boolean', default: false },
  },
});
const MIB = 1024 * 1024;
const SIZE = Number(args['size-mib']) * MIB;
const RUNS = Number(args.runs);

/** A file of SIZE bytes that starts like a zip (the magic-byte check) and is random otherwise. */
async function makeSource(file) {
  const block = randomBytes(4 * MIB);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(block);
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  for (let written = 0; written < SIZE; written += block.length) {
    const chunk = block.subarray(0, Math.min(block.length, SIZE - written));
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

function timed(command, commandArgs) {
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} failed`);
  return (performance.now() - started) / 1000;
}

/**
 * curl is the client: a native one, like a browser, so the numbers are the server's and not a
 * Node client's (which shares the CPU with the API and parses HTTP slower than it sends it).
 */
function curl(curlArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['-s', '-S', '-w', '%{http_code}', ...curlArgs]);
    let status = '';
    child.stdout.on('data', (data) => (status += data));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 && status.startsWith('2')
        ? resolve()
        : reject(new Error(`curl ${curlArgs.join(' ')} → ${code} ${status}`)),
    );
  });
}

/** PUTs a file from disk, streamed, as a browser does with a File. */
const putFile = (url, file) =>
  curl(['-T', file, '-H', 'content-type: application/octet-stream', '-o', '/dev/null', url]);

/** GETs a URL into a file on disk. */
const getFile = (url, file) => curl(['-o', file, url]);

/**
 * The ceiling of the platform: a bare node:http server that only pipes PUT bodies to a file and
 * files to GET responses (no framework, no checks, no fsync), driven by the same curl.
 */
async function bareNode(dir, source) {
  const server = http.createServer((request, response) => {
    const target = path.join(dir, 'bare.bin');
    const done = (error) => {
      response.statusCode = error ? 500 : 200;
      response.end();
    };
    if (request.method === 'PUT') {
      pipeline(request, createWriteStream(target, { highWaterMark: MIB })).then(() => done(), done);
    } else {
      response.setHeader('content-length', String(SIZE));
      pipeline(createReadStream(target, { highWaterMark: MIB }), response).catch(() => undefined);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  try {
    let started = performance.now();
    await putFile(url, source);
    const upload = (performance.now() - started) / 1000;
    started = performance.now();
    await getFile(url, path.join(dir, 'bare-download.bin'));
    const download = (performance.now() - started) / 1000;
    return { upload, download };
  } finally {
    server.close();
    await rm(path.join(dir, 'bare.bin'), { force: true });
    await rm(path.join(dir, 'bare-download.bin'), { force: true });
  }
}

const mibPerSecond = (seconds) => (SIZE / MIB / seconds).toFixed(0);

// The test files go in the run's temp folder, on the disk BENCH_DIR names.
const options = { name: 'files', dist: args.dist, tempRoot: process.env.BENCH_DIR };
await withBenchApi(options, async ({ base, databaseUrl, child, dir, ready }) => {
  const source = path.join(dir, 'source.zip');
  const downloaded = path.join(dir, 'downloaded.zip');
  const sha256 = await makeSource(source);
  await ready;
  const token = await signIn(base, 'admin@example.com', { role: 'Admin' });
  /** Every call as the Admin, as the file pages send them. */
  const gql = (text, variables) => graphql(base, text, variables, { token, role: 'Admin' });
  const [patient] = await query(databaseUrl, 'select min(id) as id from patients');

  /** One round: cp, cp + sync, then upload, confirm and download through the API. */
  async function round() {
    const copy = path.join(dir, 'copy.zip');
    const cp = timed('cp', [source, copy]);
    await rm(copy);
    const cpSync = timed('sh', ['-c', `cp "${source}" "${copy}" && sync "${copy}"`]);
    await rm(copy);
    const bare = await bareNode(dir, source);

    const { prepareUpload } = await gql(
      'mutation($file: PrepareUploadInput!) { prepareUpload(file: $file) { fileId uploadSignedURL } }',
      {
        file: {
          fileType: 'StudyImage',
          fileSizeInBytes: SIZE,
          filename: 'bench.zip',
          mimetype: 'application/zip',
          patientId: String(patient.id),
        },
      },
    );
    const id = prepareUpload.fileId;
    const upload = await measured(child.pid, () =>
      putFile(`${base}${prepareUpload.uploadSignedURL}`, source),
    );
    const confirm = await measured(child.pid, () =>
      gql('mutation($id: ID!) { confirmUpload(fileId: $id) { sha256 } }', { id }),
    );
    if (confirm.result.confirmUpload.sha256 !== sha256) throw new Error('SHA-256 differs');
    const { getDownloadURL } = await gql('query($id: String!) { getDownloadURL(filePath: $id) }', {
      id,
    });
    const download = await measured(child.pid, () =>
      getFile(`${base}${getDownloadURL}`, downloaded),
    );
    if ((await stat(downloaded)).size !== SIZE) throw new Error('downloaded size differs');
    await rm(downloaded);
    await gql('mutation($id: ID!) { deleteFile(ids: [$id]) }', { id });
    return { cp, cpSync, bare, upload, confirm, download };
  }

  const rounds = [];
  for (let run = 0; run < RUNS; run++) rounds.push(await round());
  const cp = median(rounds.map((r) => r.cp));
  const cpSync = median(rounds.map((r) => r.cpSync));
  const bareUpload = median(rounds.map((r) => r.bare.upload));
  const bareDownload = median(rounds.map((r) => r.bare.download));

  console.log(
    `${SIZE / MIB} MiB through the local storage driver, median of ${RUNS} runs — Node ` +
      `${process.version}, ${os.cpus().length} cores, ${apiLabel(args.dist)}`,
  );
  const row = (name, seconds, bare, growth) =>
    console.log(
      tableRow([
        name,
        seconds.toFixed(2),
        mibPerSecond(seconds),
        (cp / seconds).toFixed(2),
        (cpSync / seconds).toFixed(2),
        bare ? (bare / seconds).toFixed(2) : '',
        growth === undefined ? '' : growth.toFixed(1),
      ]),
    );
  printTableHeader([
    'phase',
    'seconds',
    'MiB/s',
    'vs cp',
    'vs cp + sync',
    'vs bare node:http',
    'API RSS growth MiB (max)',
  ]);
  row('cp (into the page cache)', cp);
  row('cp + sync (on disk)', cpSync);
  row('bare node:http PUT (curl)', bareUpload, bareUpload);
  row('bare node:http GET (curl)', bareDownload, bareDownload);
  for (const [name, key, bare] of [
    ['upload: PUT, written aside, flushed, linked', 'upload', bareUpload],
    ['confirm: size, magic bytes, SHA-256', 'confirm', undefined],
    ['download: GET into a file', 'download', bareDownload],
  ]) {
    const seconds = median(rounds.map((r) => r[key].seconds));
    row(name, seconds, bare, Math.max(...rounds.map((r) => r[key].growth)));
  }
  console.log(
    `\nper run (s): ${JSON.stringify(
      rounds.map((r) => ({
        cp: +r.cp.toFixed(2),
        cpSync: +r.cpSync.toFixed(2),
        bareUpload: +r.bare.upload.toFixed(2),
        bareDownload: +r.bare.download.toFixed(2),
        upload: +r.upload.seconds.toFixed(2),
        confirm: +r.confirm.seconds.toFixed(2),
        download: +r.download.seconds.toFixed(2),
      })),
    )}`,
  );
});

// Load through wrk (Debian's package `wrk`): a load generator written in C, which costs the
// machine a fraction of what Node's fetch costs per request. On two shared cores the generator
// takes CPU from the servers it measures; the lighter it is, the more the figures are the
// servers'. Each request is checked: an HTTP error or an answer holding GraphQL "errors" fails
// the run.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A Lua long string that `text` cannot end early. */
function luaString(text) {
  let level = 1;
  while (text.includes(`]${'='.repeat(level)}]`)) level++;
  const eq = '='.repeat(level);
  return `[${eq}[${text}]${eq}]`;
}

function script(requests, headers) {
  const list = requests
    .map(({ path: url, body }) => `{ path = ${luaString(url)}, body = ${luaString(body)} }`)
    .join(',\n');
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`)
    .join('\n');
  return `
local requests = {
${list}
}
local next_index = 0
failures = 0
wrk.method = "POST"
${headerLines}

local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

function request()
  next_index = next_index % #requests + 1
  local r = requests[next_index]
  return wrk.format(nil, r.path, nil, r.body)
end

function response(status, headers, body)
  if status ~= 200 or string.find(body, '"errors"', 1, true) then
    if failures == 0 then
      io.stderr:write("first failed answer: ", status, " ", string.sub(body, 1, 300), "\\n")
    end
    failures = failures + 1
  end
end

function done(summary, latency, requests)
  local failed = 0
  for _, thread in ipairs(threads) do
    failed = failed + thread:get("failures")
  end
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p95Us":%d,"socketErrors":%d,"failures":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    e.connect + e.read + e.write + e.timeout, failed))
end
`;
}

/**
 * Sends `requests` ({ path, body } POSTs to `base`, in turn) from `connections` keep-alive
 * connections for `seconds`; requests per second and latency percentiles in ms.
 */
export async function wrkLoad({ base, requests, headers, connections, seconds, dir }) {
  const file = path.join(dir, `wrk-${process.pid}-${Date.now()}.lua`);
  await writeFile(file, script(requests, headers));
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', file, base],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('error', (error) =>
      reject(new Error(`wrk did not start (apt-get install -y wrk): ${error.message}`)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`)),
    );
  });
  const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const result = JSON.parse(line.slice('WRK_RESULT '.length));
  if (result.failures > 0 || result.socketErrors > 0) {
    throw new Error(
      `${base}: ${result.failures} failed answers, ${result.socketErrors} socket errors`,
    );
  }
  return {
    count: result.requests,
    perSecond: result.requests / (result.durationUs / 1e6),
    p50: result.p50Us / 1000,
    p95: result.p95Us / 1000,
  };
}

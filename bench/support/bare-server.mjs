// The ceiling a benchmark compares the API with: a bare `node:http` server that runs given SQL
// statements with `pg` and answers their rows as JSON. No framework, no GraphQL, no session, no
// permission check, no audit: what the API adds on top of the same statements is what the ratio
// of the two measures.
//
//   node bench/support/bare-server.mjs <port> <database url> <statements.json>
//
// statements.json: { "<scenario>": [[{ "text": "…", "values": […] }, …], …] } — for each
// scenario a list of inputs, each the statements one request runs one after the other. POST
// /<scenario>/<input index> runs them; GET /typename answers what `{ __typename }` does. Prints
// "bare ready" once it listens.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const [port, databaseUrl, statementsFile] = process.argv.slice(2);
const scenarios = JSON.parse(readFileSync(statementsFile, 'utf8'));
// As large as the API's pool (apps/api/src/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const TYPENAME = JSON.stringify({ data: { __typename: 'Query' } });

async function run(statements) {
  const results = [];
  for (const statement of statements) {
    results.push((await pool.query(statement)).rows);
  }
  return results;
}

const server = http.createServer((request, response) => {
  const answer = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  // The body is read (and dropped) as the API reads its GraphQL request.
  request.resume();
  request.on('end', () => {
    if (request.url === '/typename') return answer(200, TYPENAME);
    const [, scenario, index] = request.url.split('/');
    const statements = scenarios[scenario]?.[Number(index)];
    if (!statements) return answer(404, '{}');
    run(statements).then(
      (rows) => answer(200, JSON.stringify({ data: rows })),
      (error) => answer(500, JSON.stringify({ error: error.message })),
    );
  });
});

server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => console.log('bare ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});

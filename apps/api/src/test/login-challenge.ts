import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { graphql } from './graphql.js';

/** Solves a challenge as the browser's widget would and returns the payload it would send. */
export async function solveChallengeJson(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** Fetches a sign-in challenge through the API and solves it. */
export async function solvedLoginChallenge(app: FastifyInstance): Promise<string> {
  const response = await graphql<{ loginChallenge: string }>(app, '{ loginChallenge }');
  if (!response.data) throw new Error(`loginChallenge failed: ${JSON.stringify(response.errors)}`);
  return solveChallengeJson(response.data.loginChallenge);
}

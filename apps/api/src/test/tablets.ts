import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { Database } from '../db/client.js';
import { branches } from '../db/schema/index.js';
import { graphql } from './graphql.js';

let sequence = 0;

/** Inserts an own branch; tablets need one. */
export async function buildBranch(db: Database, overrides: { name?: string } = {}) {
  sequence += 1;
  const [branch] = await db
    .insert(branches)
    .values({ name: overrides.name ?? `Filia ${sequence}`, color: '#2e7d32' })
    .returning();
  return branch!;
}

export const REGISTER_TABLET = `mutation($newTablet: NewTabletInput!) {
  registerTablet(newTablet: $newTablet) {
    tablet { id tabletId name branchId active configuredAt lastUsedAt branch { id name } }
    clientId clientSecret apiUrl qrCode
  }
}`;

export interface Registration {
  tablet: { id: string; tabletId: string; name: string; branchId: string; active: boolean };
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  qrCode: string;
}

/** Registers a tablet as an Admin (`adminToken`); fails the test when it does not succeed. */
export async function registerTablet(
  app: FastifyInstance,
  adminToken: string,
  input: { branchId: number | string; name?: string; tabletId?: string },
): Promise<Registration> {
  sequence += 1;
  const response = await graphql<{ registerTablet: Registration }>(app, REGISTER_TABLET, {
    token: adminToken,
    variables: {
      newTablet: {
        name: input.name ?? `Tablet ${sequence}`,
        tabletId: input.tabletId ?? `TAB-${sequence}-${process.pid}`,
        branchId: String(input.branchId),
      },
    },
  });
  if (!response.data) throw new Error(`registration failed: ${JSON.stringify(response.errors)}`);
  return response.data.registerTablet;
}

export const TABLET_SIGN_IN = `mutation($clientId: String!, $clientSecret: String!) {
  tabletSignIn(clientId: $clientId, clientSecret: $clientSecret) {
    token expiresAt tablet { id name branchName }
  }
}`;

/** Pairs a kiosk with a registration's credentials and returns its bearer token. */
export async function pairTablet(
  app: FastifyInstance,
  registration: Registration,
): Promise<string> {
  const response = await graphql<{ tabletSignIn: { token: string } }>(app, TABLET_SIGN_IN, {
    variables: { clientId: registration.clientId, clientSecret: registration.clientSecret },
  });
  if (!response.data) throw new Error(`pairing failed: ${JSON.stringify(response.errors)}`);
  return response.data.tabletSignIn.token;
}

/** A real PNG data URL (8-bit RGBA, as a canvas makes), standing in for a drawn signature. */
export function signatureDataUrl(text = 'Jan Kowalski'): Promise<string> {
  return QRCode.toDataURL(text, { type: 'image/png', margin: 1, width: 120 });
}

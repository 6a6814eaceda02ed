/** Types of oidc-test-provider.mjs, for the API's tests. */
export declare const OIDC_TEST_CLIENT: { client_id: string; client_secret: string };

export declare function startOidcTestProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<{ issuer: string; close: () => Promise<void> }>;

/** The part of s3rver (a local S3 server for tests; it ships no types) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** The part of Koa's context (s3rver is a Koa app) a middleware in front of its routes uses. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
    set(name: string, value: string): void;
  }

  export type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => unknown;

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware stack, composed when the server starts. */
    middleware: S3rverMiddleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

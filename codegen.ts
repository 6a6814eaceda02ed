import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (the API's SDL files), two outputs: resolver types for the API and typed documents
 * for the web. `npm run codegen` regenerates both; `npm run check` fails when they are stale.
 */
const config: CodegenConfig = {
  schema: 'apps/api/src/modules/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'apps/api/src/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GraphQLContext',
        scalars: { DateTime: 'Date | string', Date: 'string', ID: 'string' },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        mapperTypeSuffix: 'Model',
      },
    },
    'apps/web/src/__generated__/': {
      documents: 'apps/web/src/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', ID: 'string' },
      },
    },
  },
};

export default config;

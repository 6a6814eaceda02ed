// Copies what `tsc` does not emit into dist: GraphQL SDL files and SQL migrations.
import { cpSync } from 'node:fs';

cpSync('src', 'dist', {
  recursive: true,
  filter: (source) =>
    !source.includes('.') || source.endsWith('.graphql') || source.includes('/migrations'),
});

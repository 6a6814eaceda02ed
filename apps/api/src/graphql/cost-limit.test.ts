import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  Kind,
  parse,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.js';
import { aliasLimitRule, MAX_ALIASES } from './alias-limit.js';
import { operationCost } from './cost-limit.js';
import { fieldsMissingCost } from './field-cost.js';
import { buildPortalSchema, portalLoaders, portalResolvers } from './schema.js';

const schema = buildPortalSchema();

function costOf(source: string, schemaOf = schema): number {
  const document = parse(source);
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return operationCost(schemaOf, operation, fragments);
}

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

describe('@cost declarations', () => {
  it('every root field and every resolver that reads the context declares a weight', () => {
    expect(fieldsMissingCost(schema, portalResolvers(), portalLoaders())).toEqual([]);
  });

  it('catches a new root field or context-reading resolver that declares none', () => {
    const made = buildSchema(`
      directive @cost(weight: Int!, listSize: Int, maxTake: Int) on FIELD_DEFINITION
      type Thing { id: ID! label: String! owner: String! count: Int! @cost(weight: 10) }
      type Query { things: [Thing!]! @cost(weight: 20) newList: [Thing!]! }
      type Mutation { doIt: Boolean! }
    `);
    const resolvers = {
      Thing: {
        label: (thing: { name: string }) => thing.name,
        owner: (_thing: unknown, _args: unknown, ctx: { db: unknown }) => String(ctx.db),
        count: (_thing: unknown, _args: unknown, _ctx: unknown) => 1,
      },
    };
    expect(fieldsMissingCost(made, resolvers).sort()).toEqual([
      'Mutation.doIt',
      'Query.newList',
      'Thing.owner',
    ]);
  });
});

describe('operation cost', () => {
  it('weighs fields by the SQL they run, not 1 each', () => {
    expect(costOf('{ appInfo { version } }')).toBe(1 + 1);
    // A counted list page: its weight, plus its selection times the largest page served
    // (no `take` given).
    expect(costOf('{ patients { total } }')).toBe(500 + 100 * 1);
    expect(costOf('{ patients(pagination: { take: 15 }) { total } }')).toBe(500 + 15 * 1);
    // A relation resolved per patient is paid per patient of the page.
    expect(
      costOf('{ patients(pagination: { take: 15 }) { items { id files { id } canEdit } } }'),
    ).toBe(500 + 15 * (1 + 1 + (10 + 1) + 10));
    // An unpaged list counts as its declared size.
    expect(costOf('{ tablets { branch { devices { id } } } }')).toBe(20 + 20 * (1 + (10 + 1)));
    expect(costOf('mutation { login(loginData: { login: "a", password: "b" }) { token } }')).toBe(
      1000 + 1,
    );
  });

  it('counts every alias again, through fragments too', () => {
    expect(costOf(`{ ${aliases(1000, 'patients { total }')} }`)).toBe(1000 * 600);
    expect(
      costOf(`
        query { currentUser { ...Twice } }
        fragment Twice on User { a: contact { id } b: contact { id } }
      `),
    ).toBe(10 + 2 * (10 + 1));
  });

  it('walks nested fragments once each, however often they are spread', () => {
    // Each fragment spreads the next twice: 2^39 expansions if walked naively. Spreads are
    // counted each time, even where graphql would merge them: the estimate errs on the high side.
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on AppInfo { version }`
        : `fragment F${i} on AppInfo { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const started = performance.now();
    expect(costOf(`{ appInfo { ...F0 } } ${fragments}`)).toBe(1 + 2 ** (levels - 1));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps every operation of the web under the default limit, as Apollo sends it', () => {
    const { maxCost } = testConfig().graphql;
    // Apollo Client asks for __typename in every selection set but the operation's own, and the
    // server counts each one.
    const typenamed = (document: DocumentNode): DocumentNode =>
      visit(document, {
        SelectionSet(node, _key, parent) {
          if ((parent as { kind?: string } | undefined)?.kind === Kind.OPERATION_DEFINITION) {
            return undefined;
          }
          const asked = node.selections.some(
            (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
          );
          if (asked) return undefined;
          const typename: FieldNode = {
            kind: Kind.FIELD,
            name: { kind: Kind.NAME, value: '__typename' },
          };
          return { ...node, selections: [...node.selections, typename] };
        },
      });
    const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');
    const documents: DocumentNode[] = readdirSync(webDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => typenamed(parse(readFileSync(path.join(webDir, file), 'utf8'))));
    const definitions = documents.flatMap((document) => document.definitions);
    const fragments = new Map(
      definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const operations = definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      const cost = operationCost(schema, operation, fragments);
      expect(cost, operation.name?.value).toBeLessThanOrEqual(maxCost);
    }
  });
});

describe('alias limit', () => {
  const errorsOf = (source: string) => validate(schema, parse(source), [aliasLimitRule()]);

  it(`allows ${MAX_ALIASES} aliases and refuses one more, wherever they are`, () => {
    expect(errorsOf(`{ ${aliases(MAX_ALIASES, 'appInfo { version }')} }`)).toEqual([]);
    expect(errorsOf(`{ ${aliases(MAX_ALIASES + 1, 'appInfo { version }')} }`)).toHaveLength(1);
    expect(
      errorsOf(`{ currentUser { ${aliases(MAX_ALIASES + 1, 'contact { id }')} } }`),
    ).toHaveLength(1);
  });

  it('counts a fragment each time it is spread', () => {
    const fragment = `fragment Many on AppInfo { ${aliases(10, 'version')} }`;
    expect(errorsOf(`{ appInfo { ...Many } } ${fragment}`)).toEqual([]);
    expect(
      errorsOf(
        `{ x: appInfo { ...Many } y: appInfo { ...Many } z: appInfo { ...Many } } ${fragment}`,
      ),
    ).toHaveLength(1);
  });
});

import { isOperationPermission, isPermission } from '@portal/domain';
import { buildSchema, execute, parse, type GraphQLFieldResolver } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/app-error.js';
import {
  enforcePolicies,
  listOperations,
  operation,
  PUBLIC,
  requires,
  ROOT_TYPES,
} from './operation-policy.js';
import { buildPortalSchema, portalResolvers } from './schema.js';
import { subscription } from './subscription-guard.js';

describe('the portal schema', () => {
  const schema = buildPortalSchema();
  const resolvers = portalResolvers();
  const operations = listOperations(schema, resolvers);

  it('has root operations to check, subscriptions included', () => {
    expect(operations.map(({ field }) => field)).toContain('login');
    expect(
      operations.filter(({ type }) => type === 'Subscription').map(({ field }) => field),
    ).toContain('currentUserUpdated');
  });

  it.each(operations.map((op) => [`${op.type}.${op.field}`, op] as const))(
    '%s declares PUBLIC or a catalogue permission',
    (_name, { policy }) => {
      expect(policy).toBeDefined();
      if (policy?.access === 'permission') expect(isPermission(policy.permission)).toBe(true);
    },
  );

  it('declares the real rule where a record-level rule lets more roles act (ADR 0023)', () => {
    const declared = (field: string) => operations.find((op) => op.field === field)?.policy;
    expect(declared('updatePatient')).toEqual({
      access: 'permission',
      permission: 'patients.edit',
      orRecordRule: 'patients.editOwn',
    });
    for (const field of ['prepareUpload', 'confirmUpload', 'signUploadParts', 'uploadedParts']) {
      expect(declared(field), field).toEqual({
        access: 'permission',
        permission: 'files.upload',
        orRecordRule: 'files.uploadOwn',
      });
    }
  });

  it('declares only permissions the server checks, never a UI capability', () => {
    const declared = operations.flatMap(({ policy }) =>
      policy?.access === 'permission'
        ? [policy.permission, ...(policy.orRecordRule ? [policy.orRecordRule] : [])]
        : [],
    );
    expect(declared.filter((permission) => !isOperationPermission(permission))).toEqual([]);
  });

  it('has no root resolver for a field the SDL does not define', () => {
    const declaredInSdl = new Set(operations.map(({ type, field }) => `${type}.${field}`));
    const resolved = ROOT_TYPES.flatMap((type) =>
      Object.keys(resolvers[type] ?? {}).map((field) => `${type}.${field}`),
    );
    expect(resolved.filter((name) => !declaredInSdl.has(name))).toEqual([]);
  });
});

describe('enforcePolicies (deny by default)', () => {
  const schema = buildSchema(`
    type Query {
      declared: String
      undeclared: String
      withoutResolver: String
    }
  `);
  const undeclaredBody = vi.fn(() => 'leaked');
  const guarded = enforcePolicies(schema, {
    Query: {
      declared: operation(PUBLIC, () => 'ok'),
      undeclared: undeclaredBody,
    },
  });

  /** Runs a query with the guarded root resolvers, as Mercurius would. */
  async function run(query: string) {
    const result = await execute({
      schema,
      document: parse(query),
      contextValue: {},
      fieldResolver: (root, args, context, info) => {
        const resolve = guarded[info.parentType.name]?.[info.fieldName] as GraphQLFieldResolver<
          unknown,
          unknown
        >;
        return resolve(root, args, context, info);
      },
    });
    const codes = (result.errors ?? []).map((error) =>
      error.originalError instanceof AppError ? error.originalError.code : error.message,
    );
    return { data: result.data, codes };
  }

  it('runs a declared operation', async () => {
    expect(await run('{ declared }')).toEqual({ data: { declared: 'ok' }, codes: [] });
  });

  it('answers FORBIDDEN for a resolver without a declaration, without running it', async () => {
    expect(await run('{ undeclared }')).toEqual({
      data: { undeclared: null },
      codes: ['FORBIDDEN'],
    });
    expect(undeclaredBody).not.toHaveBeenCalled();
  });

  it('answers FORBIDDEN for a schema field that has no resolver at all', async () => {
    expect(await run('{ withoutResolver }')).toEqual({
      data: { withoutResolver: null },
      codes: ['FORBIDDEN'],
    });
  });

  it('reads a subscription’s declaration as it reads a resolver’s', () => {
    const definition = () => subscription({ topic: 't', visible: () => true, resolve: () => 'x' });
    const withSubscriptions = buildSchema(`
      type Query { unused: String }
      type Subscription { declared: String, undeclared: String }
    `);
    expect(
      listOperations(withSubscriptions, {
        Subscription: {
          declared: operation(requires('account.session'), definition()),
          undeclared: definition(),
        },
      }).map(({ type, field, policy }) => [type, field, policy?.access]),
    ).toEqual([
      ['Query', 'unused', undefined],
      ['Subscription', 'declared', 'permission'],
      ['Subscription', 'undeclared', undefined],
    ]);
  });

  it('reports the undeclared fields as such', () => {
    expect(
      listOperations(schema, { Query: { declared: operation(PUBLIC, () => 'ok') } }).map(
        ({ field, policy }) => [field, policy?.access],
      ),
    ).toEqual([
      ['declared', 'public'],
      ['undeclared', undefined],
      ['withoutResolver', undefined],
    ]);
  });
});

describe('enforcePolicies (a declared permission)', () => {
  const schema = buildSchema('type Query { manageAccounts: String }');
  const guarded = enforcePolicies(schema, {
    Query: { manageAccounts: operation(requires('accounts.manage'), () => 'done') },
  });
  const resolve = guarded.Query!.manageAccounts as GraphQLFieldResolver<unknown, unknown>;

  /** A signed-in context whose audit writes land in `audited` instead of the database. */
  function contextActingAs(currentRole: string, acceptedTerms = true) {
    const audited: unknown[] = [];
    const db = {
      insert: () => ({
        values: (row: unknown) => {
          audited.push(row);
          return Promise.resolve();
        },
      }),
    };
    const session = { sessionId: 's', userId: 7, roles: [currentRole], acceptedTerms, currentRole };
    return {
      audited,
      context: { db, address: '10.0.0.1', session: () => Promise.resolve(session) },
    };
  }

  async function codeOf(promise: unknown): Promise<string> {
    try {
      return `resolved ${String(await promise)}`;
    } catch (error) {
      return error instanceof AppError ? error.code : String(error);
    }
  }

  it('lets a role that holds the permission through', async () => {
    const { context } = contextActingAs('Admin');
    expect(await codeOf(resolve(null, {}, context, {} as never))).toBe('resolved done');
  });

  it('answers FORBIDDEN to a role without the permission and audits the refusal', async () => {
    const { context, audited } = contextActingAs('Patient');
    expect(await codeOf(resolve(null, {}, context, {} as never))).toBe('FORBIDDEN');
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'operation.manageAccounts',
        outcome: 'denied',
        actorUserId: 7,
        details: { role: 'Patient', permission: 'accounts.manage' },
      }),
    ]);
  });

  it('lets a role holding only the record-rule permission through, to the record check', async () => {
    const widened = enforcePolicies(buildSchema('type Query { editOwn: String }'), {
      Query: {
        editOwn: operation(
          requires('patients.edit', { orRecordRule: 'patients.editOwn' }),
          () => 'record check next',
        ),
      },
    });
    const editOwn = widened.Query!.editOwn as GraphQLFieldResolver<unknown, unknown>;
    const doctor = contextActingAs('Doctor').context;
    expect(await codeOf(editOwn(null, {}, doctor, {} as never))).toBe('resolved record check next');
    const { context, audited } = contextActingAs('Patient');
    expect(await codeOf(editOwn(null, {}, context, {} as never))).toBe('FORBIDDEN');
    expect(audited).toEqual([
      expect.objectContaining({
        details: { role: 'Patient', permission: 'patients.edit', orRecordRule: 'patients.editOwn' },
      }),
    ]);
  });

  it('asks for the terms before anything else', async () => {
    const { context } = contextActingAs('Admin', false);
    expect(await codeOf(resolve(null, {}, context, {} as never))).toBe('TERMS_NOT_ACCEPTED');
  });
});

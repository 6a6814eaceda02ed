import { describe, expect, it } from 'vitest';
import type { QueryResolvers } from './__generated__/resolvers.js';
import { present } from './non-null.js';
import { operation, requires } from './operation-policy.js';
import { subscription } from './subscription-guard.js';
import { objectResolvers, type SubscriptionMap } from './typed-resolvers.js';

/**
 * The resolvers are checked against the SDL by `tsc` (ADR 0022). Each `@ts-expect-error` below is
 * a mismatch that must keep failing the type check: if the check were lost, the directive itself
 * would fail `tsc` as unused.
 */
describe('resolvers typed from the SDL', () => {
  it('refuses a row whose nullable column stands behind a non-null field', () => {
    // PatientContact.firstName is `String!`; contacts.first_name is nullable (shared with users).
    // @ts-expect-error rowFieldsNotFittingTheSdl: 'firstName' | 'lastName' | 'ssn' | 'birthDate'
    const unchecked = objectResolvers<'PatientContact'>()({});
    expect(unchecked).toEqual({});
  });

  it('refuses a root resolver whose result is not the type the SDL names', () => {
    const query = {
      // @ts-expect-error a `Patient!` cannot be answered with a string
      patient: operation(requires('patients.view'), () => 'not a patient'),
    } satisfies QueryResolvers;
    expect(typeof query.patient).toBe('function');
  });

  it('gives a root resolver the arguments the SDL declares', () => {
    const query = {
      patient: operation(requires('patients.view'), (_root, args) => {
        // @ts-expect-error `patient(id: ID!)` has no argument `name`
        void args.name;
        const id: string = args.id;
        return id as never;
      }),
    } satisfies QueryResolvers;
    expect(typeof query.patient).toBe('function');
  });

  it('refuses a subscription whose event value is not the type the SDL names', () => {
    const subscriptions = {
      // @ts-expect-error a `TabletStatusEvent!` needs more than an id
      tabletStatusChanged: operation(
        requires('patients.requestConsent'),
        subscription({
          topic: 'tablet.statusChanged',
          visible: () => true,
          resolve: () => ({ id: 1 }),
        }),
      ),
    } satisfies SubscriptionMap;
    expect(subscriptions.tabletStatusChanged.topic).toBe('tablet.statusChanged');
  });

  it('refuses a subscription field the SDL does not declare', () => {
    const subscriptions = {
      // @ts-expect-error no `patientDeleted` subscription in the schema
      patientDeleted: operation(
        requires('patients.view'),
        subscription({ topic: 'patient.deleted', visible: () => true, resolve: () => null }),
      ),
    } satisfies SubscriptionMap;
    expect(subscriptions.patientDeleted.topic).toBe('patient.deleted');
  });

  it('answers a null behind a non-null field as an error on that field', () => {
    expect(present('Anna', 'firstName')).toBe('Anna');
    expect(() => present(null, 'firstName')).toThrow('firstName is null');
  });
});

import { zodResolver } from '@hookform/resolvers/zod';
import { isLang } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { domainErrorMap } from './domain-error-map';
import { serverValidationErrors } from './server-validation';

type Source<TValues extends FieldValues, TParsed> =
  /** The domain's input schema; its issues get the catalogue's messages (as on the server). */
  | { schema: z.ZodType<TParsed, TValues>; resolver?: never }
  /** A resolver of its own, when the form checks more than the schema (see the patient form). */
  | { schema?: never; resolver: Resolver<TValues, unknown, TParsed> };

export type DomainFormOptions<TValues extends FieldValues, TParsed> = Omit<
  UseFormProps<TValues, unknown, TParsed>,
  'resolver'
> &
  Source<TValues, TParsed> & {
    /**
     * The form field a server issue's path belongs to (default: the path itself), e.g. a list's
     * field for the issue of one of its items.
     */
    fieldOf?: (serverPath: string) => string;
  };

export interface DomainForm<TValues extends FieldValues, TParsed> extends UseFormReturn<
  TValues,
  unknown,
  TParsed
> {
  /**
   * Puts the server's validation messages under their fields (the first one gets the focus) and
   * returns those that belong to no field the form holds; null when `error` is no validation error.
   */
  showServerErrors: (error: unknown) => string[] | null;
}

/**
 * A path the form holds a value of its own at (a text, a choice, a list), not a group of fields:
 * anything else is said apart from the fields.
 */
function isField(value: unknown): boolean {
  if (value === undefined) return false;
  return value === null || typeof value !== 'object' || Array.isArray(value);
}

/**
 * A react-hook-form form validated on blur with a domain schema (ARCHITECTURE.md: one rule, on
 * both sides), which knows how to show the server's refusal of the same input (ADR 0024).
 */
export function useDomainForm<TValues extends FieldValues, TParsed = TValues>({
  schema,
  resolver,
  fieldOf = (path) => path,
  ...options
}: DomainFormOptions<TValues, TParsed>): DomainForm<TValues, TParsed> {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const schemaResolver = useMemo(
    () =>
      schema
        ? (zodResolver(schema as never, { error: domainErrorMap(lang) }) as unknown as Resolver<
            TValues,
            unknown,
            TParsed
          >)
        : undefined,
    [schema, lang],
  );
  const form = useForm<TValues, unknown, TParsed>({
    mode: 'onBlur',
    ...options,
    resolver: resolver ?? schemaResolver,
  });
  const { getValues, setError } = form;

  const showServerErrors = useCallback(
    (error: unknown): string[] | null => {
      const issues = serverValidationErrors(error);
      if (!issues) return null;
      const unplaced: string[] = [];
      let first = true;
      for (const { path, message } of issues) {
        const field = path ? fieldOf(path) : '';
        if (!field || !isField(get(getValues(), field))) {
          unplaced.push(message);
          continue;
        }
        setError(field as Path<TValues>, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
      return unplaced;
    },
    [fieldOf, getValues, setError],
  );

  return { ...form, showServerErrors };
}

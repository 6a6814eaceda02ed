import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The API's refusal of an input: BAD_USER_INPUT with its issues, as the error formatter sends it. */
export function badUserInput(validationErrors: { path: string; message: string }[]) {
  return new CombinedGraphQLErrors({
    errors: [
      {
        message: validationErrors.map((e) => e.message).join('; '),
        extensions: { code: 'BAD_USER_INPUT', validationErrors },
      },
    ],
  });
}

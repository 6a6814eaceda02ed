/**
 * The patient form's field for a path of the server's validation issue (useDomainForm's
 * `fieldOf`): a list item's message is shown on its list, as the chips field has no place for
 * one chip's error.
 */
export function patientFieldOf(serverPath: string): string {
  return serverPath.replace(/^(contact\.(?:phoneNumbers|emailAddresses))\.\d+$/, '$1');
}

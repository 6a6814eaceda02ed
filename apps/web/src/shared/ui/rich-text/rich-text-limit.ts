import { Extension, getHTMLFromFragment } from '@tiptap/react';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { RICH_TEXT_NOTE_MAX, richTextLength } from '@portal/domain';

/** Set on a transaction that loads the form's value into the editor: it is never refused. */
export const LOAD_VALUE_META = 'richTextLoadValue';

export interface RichTextLimitOptions {
  max: number;
}

/**
 * Typing stops at the limit (spec part 1 §5: a note holds at most 1000 characters, counted as
 * the domain's richTextLength counts the saved HTML). A paste or drop that goes over it is let
 * through, so nothing the user pasted silently disappears: the counter and the schema then refuse to save.
 */
export const RichTextLimit = Extension.create<RichTextLimitOptions>({
  name: 'richTextLimit',
  addOptions() {
    return { max: RICH_TEXT_NOTE_MAX };
  },
  addProseMirrorPlugins() {
    const { max } = this.options;
    const { schema } = this.editor;
    const length = (doc: Parameters<typeof getHTMLFromFragment>[0]) =>
      richTextLength(getHTMLFromFragment(doc, schema));
    return [
      new Plugin({
        key: new PluginKey('richTextLimit'),
        filterTransaction: (transaction, state) => {
          if (!transaction.docChanged) return true;
          if (transaction.getMeta(LOAD_VALUE_META)) return true;
          if (transaction.getMeta('paste') || transaction.getMeta('uiEvent') === 'drop')
            return true;
          const after = length(transaction.doc.content);
          // Deleting from a note that is over the limit must stay possible.
          return after <= max || after <= length(state.doc.content);
        },
      }),
    ];
  },
});

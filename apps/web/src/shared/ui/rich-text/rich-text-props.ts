import type { Ref } from 'react';

/** What the rich-text field and its lazily loaded editor take. */
export interface RichTextEditorProps {
  label: string;
  /** The note as HTML of RICH_TEXT_TAGS; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The message to show under the field (already translated). */
  error?: string;
  max?: number;
  /** Lets react-hook-form focus the editor when its field is invalid. */
  inputRef?: Ref<{ focus: () => void }>;
}

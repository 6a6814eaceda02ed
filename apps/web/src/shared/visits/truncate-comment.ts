import { LIST_TEXT_TRUNCATE_VISIT_COMMENT } from '@portal/domain';
import { truncateText } from '../format/truncate-text';

/**
 * A visit's comment as the lists show it (spec part 2 §2 "Visits"): cut at
 * LIST_TEXT_TRUNCATE_VISIT_COMMENT characters with an ellipsis; the full text goes in a title.
 */
export function truncateComment(comment: string): string {
  return truncateText(comment, LIST_TEXT_TRUNCATE_VISIT_COMMENT);
}

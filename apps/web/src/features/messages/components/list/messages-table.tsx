import { useTranslation } from 'react-i18next';
import type { MessageListRowFragment } from '../../../../__generated__/messages/graphql';
import { listPagerTexts } from '../../../../shared/ui/list-texts';
import { PagedTable } from '../../../../shared/ui/paged-table';
import type { MessageListState, PageSize } from '../../hooks/list-state';
import { MESSAGE_COLUMNS } from './message-columns';
import { MessageRow } from './message-row';
import { SelectionBar } from './selection-bar';

interface Props {
  rows: readonly MessageListRowFragment[] | null;
  total: number;
  hasMore: boolean;
  state: Pick<MessageListState, 'page' | 'size'>;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
  /** The ticked messages of this page. */
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  onDelete: () => void;
}

/** Newest first, always: the list has no other order. */
const ORDER = { sort: 'createdAt', direction: 'DESC' } as const;
const ignore = () => undefined;

/**
 * The messages of one page with the spec's columns (part 2 §2 "Messages"), newest first, in pages
 * of 10–50 (20 by default), each with a checkbox for 'Usuń zaznaczone'; a row opens the message.
 */
export function MessagesTable({ selected, onSelectedChange, onDelete, ...props }: Props) {
  const { t } = useTranslation('messages');
  const rows = props.rows ?? [];
  const columns = MESSAGE_COLUMNS.map((column) => ({
    key: column,
    label: column === 'select' ? '' : t(`list.column.${column}`),
  }));
  const select = (id: string, ticked: boolean) => {
    const next = new Set(selected);
    if (ticked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  return (
    <>
      <SelectionBar
        shown={rows.length}
        selected={selected.size}
        onSelectAll={(all) => onSelectedChange(new Set(all ? rows.map((row) => row.id) : []))}
        onDelete={onDelete}
      />
      <PagedTable
        {...props}
        state={{ ...props.state, ...ORDER }}
        onSortChange={ignore}
        label={t('list.tableLabel')}
        columns={columns}
        renderRow={(message) => (
          <MessageRow
            message={message}
            selected={selected.has(message.id)}
            onSelect={(ticked) => select(message.id, ticked)}
          />
        )}
        texts={listPagerTexts(t)}
      />
    </>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TSortDirection } from '@portal/domain';

/** Each order is offered newest (descending) first, then the other way round. */
const DIRECTIONS = ['DESC', 'ASC'] as const;

export interface OrderSelectTexts<Sort extends string> {
  label: string;
  /** An order's name ('Data spotkania: najnowsze'). */
  order: (sort: Sort, direction: TSortDirection) => string;
}

interface Props<Sort extends string> {
  texts: OrderSelectTexts<Sort>;
  /** The server's orders of the list. */
  orders: readonly Sort[];
  state: { sort: Sort; direction: TSortDirection };
  onChange: (sort: Sort, direction: TSortDirection) => void;
}

/**
 * The order of a list, in the page's header: every order the server knows, the ones without a
 * column (the last change) included.
 */
export function OrderSelect<Sort extends string>({ texts, orders, state, onChange }: Props<Sort>) {
  return (
    <TextField
      select
      size="small"
      label={texts.label}
      value={`${state.sort}:${state.direction}`}
      onChange={(event) => {
        const [by, direction] = event.target.value.split(':') as [Sort, TSortDirection];
        onChange(by, direction);
      }}
      sx={{ minWidth: 240 }}
    >
      {orders.flatMap((by) =>
        DIRECTIONS.map((direction) => (
          <MenuItem key={`${by}:${direction}`} value={`${by}:${direction}`}>
            {texts.order(by, direction)}
          </MenuItem>
        )),
      )}
    </TextField>
  );
}

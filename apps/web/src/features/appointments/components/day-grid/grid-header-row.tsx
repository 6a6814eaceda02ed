import Box from '@mui/material/Box';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from './types';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';

/**
 * Device names over their columns, with the branch's colour as a stripe. The branch is named too
 * when the columns come from several branches; with one it would only repeat itself.
 */
export const GridHeaderRow = memo(function GridHeaderRow({
  columns,
}: {
  columns: readonly GridColumn[];
}) {
  const { t } = useTranslation('calendar');
  const severalBranches = new Set(columns.map((column) => column.branchName)).size > 1;
  return (
    <div role="row" data-header-row="">
      <div role="columnheader" data-corner="">
        <Box component="span" sx={visuallyHidden}>
          {t('grid.time')}
        </Box>
      </div>
      {columns.map((column) => (
        <div
          role="columnheader"
          key={column.deviceId}
          style={{ borderTopColor: column.branchColor }}
          title={severalBranches ? `${column.deviceName}\n${column.branchName}` : column.deviceName}
        >
          <span data-device-name="">{column.deviceName}</span>
          {severalBranches && <span data-branch-name="">{column.branchName}</span>}
        </div>
      ))}
    </div>
  );
});

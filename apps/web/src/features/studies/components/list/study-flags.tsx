import DescriptionIcon from '@mui/icons-material/Description';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyListRowFragment } from '../../../../__generated__/graphql';

type Flags = Pick<
  StudyListRowFragment,
  'hasDescription' | 'missingDescription' | 'unassignedDescriber'
>;

const FLAGS: { key: keyof Flags; icon: ReactElement; color: 'success' | 'warning' | 'error' }[] = [
  { key: 'hasDescription', icon: <DescriptionIcon fontSize="small" />, color: 'success' },
  { key: 'unassignedDescriber', icon: <PersonOffIcon fontSize="small" />, color: 'warning' },
  { key: 'missingDescription', icon: <HourglassEmptyIcon fontSize="small" />, color: 'error' },
];

/**
 * The description state of a study as icons with tooltips (spec part 2 §2): described, no
 * describer, description missing. Each icon is an image with its own label, so a screen reader
 * says what the tooltip shows.
 */
export function StudyFlags({ flags }: { flags: Flags }) {
  const { t } = useTranslation('studies');
  return (
    <Stack direction="row" spacing={0.5}>
      {FLAGS.filter(({ key }) => flags[key]).map(({ key, icon, color }) => (
        <Tooltip key={key} title={t(`list.flag.${key}`)}>
          <Box
            component="span"
            role="img"
            aria-label={t(`list.flag.${key}`)}
            sx={{ display: 'inline-flex', color: `${color}.main` }}
          >
            {icon}
          </Box>
        </Tooltip>
      ))}
    </Stack>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

interface StudyTypeEntry {
  id: string;
  issued: boolean;
  studyType: { id: string; name: string };
  studySubTypes?: readonly string[];
}

/**
 * The study types of a referral as chips; those a study was created for are filled and ticked,
 * and say so to a screen reader as well (spec part 2 §2 "studies").
 */
export function ReferralStudyTypes({ entries }: { entries: readonly StudyTypeEntry[] }) {
  const { t } = useTranslation('referrals');
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="ul" sx={LIST}>
      {entries.map((entry) => {
        const subTypes = entry.studySubTypes?.length ? ` (${entry.studySubTypes.join(', ')})` : '';
        const label = `${entry.studyType.name}${subTypes}`;
        return (
          <li key={entry.id}>
            <Chip
              size="small"
              label={label}
              color={entry.issued ? 'success' : 'default'}
              variant={entry.issued ? 'filled' : 'outlined'}
              icon={entry.issued ? <CheckIcon aria-hidden /> : undefined}
            />
            {entry.issued && (
              <Box component="span" sx={visuallyHidden}>
                {t('studyTypes.issued')}
              </Box>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

const LIST = { listStyle: 'none', m: 0, p: 0 } as const;

import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HelpPageQuery } from '../../../__generated__/graphql';

export type HelpProgram = HelpPageQuery['software'][number];

/** One download of the help page's grid: opens the program's link in a new tab. */
export function ProgramLinkCard({ program }: { program: HelpProgram }) {
  const { t } = useTranslation('help');
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        href={program.downloadURL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('programs.open', { name: program.name })}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <DownloadIcon aria-hidden color="primary" sx={{ fontSize: 36 }} />
            <Typography sx={{ flexGrow: 1, fontWeight: 500 }}>{program.name}</Typography>
            <OpenInNewIcon aria-hidden fontSize="small" color="action" />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

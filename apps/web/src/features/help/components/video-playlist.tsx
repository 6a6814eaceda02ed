import { helpVideoEmbedUrl } from '@portal/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/**
 * The configured playlist in the privacy-enhanced YouTube or the Vimeo player (ADR 0031), with
 * a link that opens it in a new tab. Nothing at all for an address that is not one of theirs.
 */
export function VideoPlaylist({ address }: { address: string }) {
  const { t } = useTranslation('help');
  const embed = helpVideoEmbedUrl(address);
  if (!embed) return null;
  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: 960, aspectRatio: '16 / 9' }}>
        <Box
          component="iframe"
          src={embed}
          title={t('videos.player')}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
          allow="encrypted-media; picture-in-picture"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      <Link href={address} target="_blank" rel="noopener noreferrer">
        {t('videos.open')}
      </Link>
    </Stack>
  );
}

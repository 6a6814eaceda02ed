import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpPageDocument } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/load-error';
import { ContactCard } from '../components/contact-card';
import { ProgramLinkCard } from '../components/program-link-card';
import { VideoPlaylist } from '../components/video-playlist';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  listStyle: 'none',
  p: 0,
  m: 0,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * /help for every role (spec part 2 §2 Help): the help contacts' cards, the programs to download
 * and, only when an Admin configured one, the video playlist.
 */
export function HelpPage() {
  const { t } = useTranslation('help');
  const { data, loading, error, refetch } = useQuery(HelpPageDocument, {
    fetchPolicy: 'cache-and-network',
  });

  let content;
  if (data) {
    const playlist = data.appConfig.helpVideoPlaylistUrl;
    content = (
      <>
        <Section title={t('contacts.title')}>
          <Typography sx={{ color: 'text.secondary' }}>{t('contacts.intro')}</Typography>
          {data.helpUserContacts.length === 0 ? (
            <Typography>{t('contacts.empty')}</Typography>
          ) : (
            <Box component="ul" aria-label={t('contacts.list')} sx={GRID}>
              {data.helpUserContacts.map((contact) => (
                <ContactCard key={contact.id} contact={contact} />
              ))}
            </Box>
          )}
        </Section>
        <Section title={t('programs.title')}>
          {data.software.length === 0 ? (
            <Typography>{t('programs.empty')}</Typography>
          ) : (
            <Box component="ul" aria-label={t('programs.list')} sx={GRID}>
              {data.software.map((program) => (
                <ProgramLinkCard key={program.id} program={program} />
              ))}
            </Box>
          )}
        </Section>
        {playlist && (
          <Section title={t('videos.title')}>
            <VideoPlaylist address={playlist} />
          </Section>
        )}
      </>
    );
  } else if (loading) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  } else if (error) {
    content = <LoadError message={t('loadError')} onRetry={() => refetch()} />;
  }

  return (
    <Stack spacing={4} sx={{ maxWidth: 1200, pb: 4 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {content}
    </Stack>
  );
}

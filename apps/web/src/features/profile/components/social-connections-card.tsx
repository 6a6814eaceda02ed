import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  OAuthConnectAccountDocument,
  ProfileSocialConnectionsDocument,
  type SocialProvider,
} from '../../../__generated__/social/graphql';
import { failureMessage } from '../../../shared/api/failure-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { LoadError } from '../../../shared/ui/load-error';

/** In the order the sign-in page shows them, with their names in the server's addresses. */
const PROVIDERS = [
  ['GOOGLE', 'google'],
  ['FACEBOOK', 'facebook'],
] as const satisfies readonly (readonly [SocialProvider, string])[];

/**
 * What the server's callback put in the address after connecting (`?oauth=…&type=…`, or
 * `?oauthError=state|denied`). Read here rather than with the sign-in page's social-return.ts: a
 * module shared with it would be a file of its own named in the chunks every portal page loads
 * (the kiosk's budget, scripts/web-bundle-size.mjs).
 */
type ConnectReturn = { ticket: string; type: string } | { error: 'state' | 'denied' } | null;

const RETURN_PARAMS = ['oauth', 'type', 'oauthError'];

function connectReturnOf(params: URLSearchParams): ConnectReturn {
  const ticket = params.get('oauth');
  const type = params.get('type');
  if (ticket && type && PROVIDERS.some(([, name]) => name === type)) return { ticket, type };
  if (params.has('oauthError') || params.has('oauth'))
    return { error: params.get('oauthError') === 'denied' ? 'denied' : 'state' };
  return null;
}

/**
 * Connects the social account /profile was opened with (the server's callback after the card's
 * link: `?oauth=…&type=…`, or `?oauthError=…`), once, and takes it off the address. Says how it
 * went: a toast, or the message the card shows.
 */
function useConnectReturn() {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const [socialReturn] = useState(() => connectReturnOf(params));
  const [failure, setFailure] = useState<string | null>(() =>
    socialReturn && 'error' in socialReturn
      ? t(socialReturn.error === 'denied' ? 'social.profile.denied' : 'social.errors.state')
      : null,
  );
  const [connecting, setConnecting] = useState(socialReturn !== null && 'ticket' in socialReturn);
  const [connect] = useMutation(OAuthConnectAccountDocument, { context: { silentErrors: true } });
  // A ticket connects once: not sent again when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!socialReturn || sent.current) return;
    sent.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    if (!('ticket' in socialReturn)) return;
    connect({
      context: {
        headers: { authorization_code: socialReturn.ticket, oauth_type: socialReturn.type },
      },
    })
      .then(() => enqueueSnackbar(t('social.profile.accountConnected'), { variant: 'success' }))
      .catch((error: unknown) => setFailure(failureMessage(error, (key) => t(key))))
      .finally(() => setConnecting(false));
  }, [socialReturn, setParams, connect, enqueueSnackbar, t]);

  return { failure, connecting };
}

/**
 * 'Konta społecznościowe' (issue 19 §3, spec part 1 §7 oAuthConnectAccount): for each provider
 * the installation has configured, whether it signs this account in, or a link that starts
 * connecting it. No card when none is configured.
 */
export function SocialConnectionsCard() {
  const { t } = useTranslation('account');
  const { failure, connecting } = useConnectReturn();
  // Asked once the connection is through, not alongside it: a refetch while the first answer is
  // still on its way would be answered by that (older) request.
  const { data, error, refetch } = useQuery(ProfileSocialConnectionsDocument, {
    skip: connecting,
  });
  const configured = data?.appInfo.socialProviders ?? [];
  const connections = data?.currentUser?.socialConnections ?? [];

  if (connecting) {
    return (
      <Typography role="status" color="text.secondary">
        {t('social.profile.connecting')}
      </Typography>
    );
  }
  if (!data) {
    return error ? <LoadError message={t('social.profile.loadFailed')} onRetry={refetch} /> : null;
  }
  if (configured.length === 0) return null;
  const shown = PROVIDERS.filter(([provider]) => configured.includes(provider));
  return (
    <Card component="section" aria-labelledby="social-connections-title">
      <CardHeader
        title={t('social.profile.title')}
        slotProps={{ title: { component: 'h2', id: 'social-connections-title' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('social.profile.intro')}</Typography>
          <FailureAlert message={failure} />
          {shown.map(([provider, type]) =>
            connections.includes(provider) ? (
              <Chip
                key={provider}
                color="success"
                variant="outlined"
                label={`${t(`social.profile.name.${type}`)}: ${t('social.profile.connected')}`}
                sx={{ alignSelf: 'flex-start' }}
              />
            ) : (
              <Button
                key={provider}
                variant="outlined"
                href={`/api/auth/oauth/${type}/start?intent=connect`}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t(`social.profile.connect.${type}`)}
              </Button>
            ),
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS_HOURS } from '@portal/domain';
import { useText } from '../../../shared/i18n/text-context';
import { useHotline } from '../hooks/use-patient-studies';

/** The id of the manual, for the 'how to open the results' links that lead to it. */
export const MANUAL_ID = 'results-manual';

/** Opens the manual and moves to it (the cards' and the help's 'how to open' links). */
export function openManual() {
  const manual = document.getElementById(MANUAL_ID) as HTMLDetailsElement | null;
  if (!manual) return;
  manual.open = true;
  manual.scrollIntoView({ block: 'start' });
  manual.querySelector('summary')?.focus();
}

/** The days the clinic is open, in the order a week has them: Mon–Fri, then Saturday. */
function openingHours(t: (key: string, values?: Record<string, string>) => string): string[] {
  const weekday = BUSINESS_HOURS[1];
  const saturday = BUSINESS_HOURS[6];
  return [
    weekday && t('help.weekdays', weekday),
    saturday && t('help.saturday', saturday),
    t('help.sunday'),
  ].filter((line): line is string => Boolean(line));
}

/**
 * The help under the card (spec part 1 §2 "A help info line with hours and phone"): the hotline
 * (appInfo, when configured), the opening hours, and a short manual on downloading and opening the
 * results, folded until asked for.
 */
export function HelpSection() {
  const { t, textObject, lang } = useText('patientStudies');
  const hotline = useHotline(lang);
  const steps = textObject<string[]>('manual.steps');
  return (
    <Card component="section" aria-labelledby="help-heading" elevation={2}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={1.5}>
          <Typography id="help-heading" variant="h6" component="h2">
            {t('help.title')}
          </Typography>
          {hotline ? (
            <Typography>
              {t('help.hotline')}{' '}
              <Link href={`tel:${hotline.replace(/[^\d+]/g, '')}`} sx={{ fontWeight: 500 }}>
                {hotline}
              </Link>
            </Typography>
          ) : (
            <Typography>{t('help.noHotline')}</Typography>
          )}
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {t('help.hours')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {openingHours(t).map((line) => (
                <li key={line}>
                  <Typography>{line}</Typography>
                </li>
              ))}
            </Box>
          </Box>
          <Box
            component="details"
            id={MANUAL_ID}
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              pt: 1,
              '& > summary': {
                cursor: 'pointer',
                display: 'list-item',
                py: 1.5,
                fontWeight: 500,
                color: 'primary.main',
              },
            }}
          >
            <Typography component="summary">{t('manual.title')}</Typography>
            <Box component="ol" sx={{ mt: 1, mb: 0, pl: 3 }}>
              {(Array.isArray(steps) ? steps : []).map((step) => (
                <Typography component="li" key={step} sx={{ mb: 1 }}>
                  {step}
                </Typography>
              ))}
            </Box>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HelpPageQuery } from '../../../__generated__/graphql';

export type HelpContact = HelpPageQuery['helpUserContacts'][number];

/** A help contact's card: picture (or initials), name, phones to call and addresses to write. */
export function ContactCard({ contact: user }: { contact: HelpContact }) {
  const { t } = useTranslation('help');
  const { firstName, lastName, phoneNumbers, emailAddresses } = user.contact;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const initials = [firstName, lastName].map((part) => part?.[0] ?? '').join('');
  return (
    <Card component="li" variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar
            src={user.profilePictureURL ?? undefined}
            alt={name}
            sx={{ width: 56, height: 56 }}
          >
            {initials}
          </Avatar>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
        </Stack>
        <Stack spacing={0.5}>
          {phoneNumbers.map((phone) => (
            <Stack key={phone} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneIcon fontSize="small" aria-hidden color="action" />
              <Link
                href={`tel:${phone.replace(/\s+/g, '')}`}
                aria-label={t('contacts.phone', { phone })}
              >
                {phone}
              </Link>
            </Stack>
          ))}
          {emailAddresses.map((email) => (
            <Stack key={email} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmailIcon fontSize="small" aria-hidden color="action" />
              <Link
                href={`mailto:${email}`}
                aria-label={t('contacts.email', { email })}
                sx={{ wordBreak: 'break-all' }}
              >
                {email}
              </Link>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

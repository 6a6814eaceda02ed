import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { Role } from '@portal/domain';
import { lazy, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The terms, fetched with their texts the first time they are opened. */
const TermsDialog = lazy(() =>
  import('../../../shared/terms/terms-dialog').then((module) => ({
    default: module.TermsDialog,
  })),
);

interface Props {
  name: string;
  value: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The message under the box, in words; none while there is nothing to say. */
  error: string | undefined;
  /** Whose terms the dialog shows (the doctors' ones for each signup role). */
  termsRole: Role;
}

/**
 * 'I accept the terms and the privacy policy' (spec part 1 §5 "Signup": acceptTerms must be
 * true), with a link that opens the terms beside the box, not in its label, so clicking it does
 * not tick the box.
 */
export function AcceptTermsField({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  termsRole,
}: Props) {
  const { t } = useTranslation('account');
  const [termsOpen, setTermsOpen] = useState(false);
  const helperId = `signup-${name}-helper-text`;
  return (
    <FormControl required error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            inputRef={inputRef}
            slotProps={{
              input: {
                id: `signup-${name}`,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': helperId,
              } as object,
            }}
          />
        }
        label={t('signup.acceptTerms')}
      />
      <Box sx={{ ml: 4 }}>
        <Link component="button" type="button" variant="body2" onClick={() => setTermsOpen(true)}>
          {t('signup.readTerms')}
        </Link>
      </Box>
      <FormHelperText id={helperId} aria-live="polite">
        {error ?? ' '}
      </FormHelperText>
      <Suspense fallback={null}>
        {termsOpen && <TermsDialog open role={termsRole} onClose={() => setTermsOpen(false)} />}
      </Suspense>
    </FormControl>
  );
}

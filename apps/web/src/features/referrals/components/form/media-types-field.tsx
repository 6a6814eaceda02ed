import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  ALWAYS_MEDIA_TYPE,
  isLang,
  MEDIA_TYPES,
  withOnlineMedia,
  type MediaType,
} from '@portal/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';
import { formatCarrierPrice } from './carrier-price';
import type { ReferralFormValues } from './referral-form-values';

interface Props {
  /** The app config's Pendrive price (exact text, e.g. "40.00"); null while unknown. */
  pendrivePrice: string | null;
  disabled: boolean;
}

/**
 * How the images reach the doctor (spec part 2 §5): Online ('Portal lekarza') always, checked and
 * not to be unticked; the carriers on request, Pendrive with its price from the app config.
 */
export function MediaTypesField({ pendrivePrice, disabled }: Props) {
  const { t, i18n } = useTranslation('referrals');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const domainMessage = useDomainMessage();
  const { control } = useFormContext<ReferralFormValues>();

  const label = (media: MediaType) =>
    media === 'Pendrive' && pendrivePrice !== null
      ? `${t('media.Pendrive')} (${t('form.pendrivePrice', { price: formatCarrierPrice(pendrivePrice, lang) })})`
      : t(`media.${media}`);

  return (
    <Controller
      control={control}
      name="mediaTypes"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)}>
          {/* The section's heading shows the same words. */}
          <FormLabel component="legend" sx={visuallyHidden}>
            {t('form.media')}
          </FormLabel>
          <FormGroup row>
            {MEDIA_TYPES.map((media) => {
              const always = media === ALWAYS_MEDIA_TYPE;
              return (
                <FormControlLabel
                  key={media}
                  label={label(media)}
                  disabled={disabled || always}
                  control={
                    <Checkbox
                      checked={always || field.value.includes(media)}
                      onChange={(event) =>
                        field.onChange(
                          withOnlineMedia(
                            event.target.checked
                              ? [...field.value, media]
                              : field.value.filter((each) => each !== media),
                          ),
                        )
                      }
                      onBlur={field.onBlur}
                      inputRef={always ? field.ref : undefined}
                    />
                  }
                />
              );
            })}
          </FormGroup>
          <FormHelperText>
            {domainMessage(fieldState.error?.message) ?? t('form.mediaHint')}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}

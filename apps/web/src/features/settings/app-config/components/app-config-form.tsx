import { useApolloClient, useMutation } from '@apollo/client/react';
import type { AppConfigList, Carrier, TAppConfigInput } from '@portal/domain';
import { CARRIERS, isLang, moneyToGrosze } from '@portal/domain';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AppConfigSettingsDocument,
  SaveAppConfigDocument,
  type AppConfigSettingsFieldsFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { useDomainForm } from '../../../../shared/hooks/use-domain-form';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { formatMoney } from '../../../../shared/format/money';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import {
  APP_CONFIG_TABS,
  appConfigToForm,
  fieldOfServerPath,
  TAB_OF_FIELD,
  ZAppConfigForm,
  type AppConfigFormValues,
  type AppConfigTab,
} from './app-config-form-values';
import { ConfigListField } from './config-list-field';

interface Props {
  config: AppConfigSettingsFieldsFragment;
  /** Reads the configuration again (after a stale save); null when it could not be read. */
  onReload: () => Promise<AppConfigSettingsFieldsFragment | null>;
}

const LISTS_OF_TAB: Record<AppConfigTab, AppConfigList[]> = {
  general: ['regions', 'deviceTypes', 'radiationGroups', 'specializations'],
  visits: ['gadgets', 'visitReasons'],
  complaints: ['complaintTypes'],
  pricing: ['paymentTypes', 'priceGroups'],
  other: [],
};

const isTab = (value: string | null): value is AppConfigTab =>
  APP_CONFIG_TABS.includes(value as AppConfigTab);

/** The tabs that hold a field with an error, in tab order. */
function tabsWithErrors(errors: FieldErrors<AppConfigFormValues>): AppConfigTab[] {
  const tabs = new Set(
    Object.keys(errors).map((field) => TAB_OF_FIELD[field as keyof AppConfigFormValues]),
  );
  return APP_CONFIG_TABS.filter((tab) => tabs.has(tab));
}

/**
 * The whole configuration in one form with one save (spec part 2 §2: tabs General, Visits,
 * Complaints, Pricing, Other; the tab is in `?tab`). Every tab stays mounted, so a save checks
 * them all and opens the first tab with a problem.
 */
export function AppConfigForm({ config, onReload }: Props) {
  const { t, i18n } = useTranslation('appConfig');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: AppConfigTab = isTab(tabParam) ? tabParam : 'general';
  const [version, setVersion] = useState(config.version);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(SaveAppConfigDocument, {
    context: { silentErrors: true },
  });

  const form = useDomainForm<AppConfigFormValues, TAppConfigInput>({
    schema: ZAppConfigForm,
    defaultValues: appConfigToForm(config),
    fieldOf: fieldOfServerPath,
  });
  const { register, control, formState, handleSubmit, reset } = form;
  const guard = useUnsavedChangesGuard(formState.isDirty);

  const apply = (fresh: AppConfigSettingsFieldsFragment) => {
    setVersion(fresh.version);
    reset(appConfigToForm(fresh));
  };
  const stale = useStaleVersion(onReload, apply);

  const selectTab = (next: AppConfigTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const showFirstProblem = (errors: FieldErrors<AppConfigFormValues>) => {
    const [first] = tabsWithErrors(errors);
    if (first && first !== tab) selectTab(first);
  };

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      const result = await save({ variables: { data, version } });
      const saved = result.data!.saveAppConfig;
      client.cache.writeQuery({ query: AppConfigSettingsDocument, data: { appConfig: saved } });
      stale.clear();
      apply(saved);
      enqueueSnackbar(t('saved'), { variant: 'success' });
    } catch (error) {
      if (stale.catchStale(error)) return;
      const unplaced = form.showServerErrors(error);
      if (unplaced === null) {
        const kind = classifyError(error);
        setFailure(`${t('saveError')}${kind.kind === 'other' ? ` ${kind.message}` : ''}`);
        return;
      }
      if (unplaced.length > 0) setFailure(unplaced.join(' '));
      showFirstProblem(form.formState.errors);
    }
  }, showFirstProblem);

  const errors = formState.errors;
  const troubled = new Set(tabsWithErrors(errors));
  const numberField = (
    name: 'visitFollowUpDays' | 'complaintResolutionTimeHours',
    unit: string,
  ) => (
    <TextField
      {...register(name)}
      label={t(`fields.${name}`)}
      required
      inputMode="numeric"
      error={Boolean(errors[name])}
      helperText={domainMessage(errors[name]?.message) ?? t(`help.${name}`)}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
      sx={{ maxWidth: 320 }}
    />
  );
  // Each price as it will be shown elsewhere ("20,50 zł"), read from the exact text.
  const prices = form.watch('carrierPrices');
  const priceField = (carrier: Carrier) => (
    <TextField
      key={carrier}
      {...register(`carrierPrices.${carrier}`)}
      label={t(`fields.carrier.${carrier}`)}
      required
      inputMode="decimal"
      error={Boolean(errors.carrierPrices?.[carrier])}
      helperText={
        domainMessage(errors.carrierPrices?.[carrier]?.message) ??
        (moneyToGrosze(prices[carrier]) === null
          ? t('help.price')
          : formatMoney(prices[carrier], lang))
      }
      slotProps={{ input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> } }}
      sx={{ maxWidth: 220 }}
    />
  );
  const extras: Record<AppConfigTab, ReactNode> = {
    general: null,
    visits: numberField('visitFollowUpDays', t('units.days')),
    complaints: numberField('complaintResolutionTimeHours', t('units.hours')),
    pricing: (
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">
          {t('carrierPrices')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {CARRIERS.map(priceField)}
        </Stack>
      </Stack>
    ),
    other: (
      <TextField
        {...register('helpVideoPlaylistUrl')}
        label={t('fields.helpVideoPlaylistUrl')}
        type="url"
        fullWidth
        error={Boolean(errors.helpVideoPlaylistUrl)}
        helperText={
          domainMessage(errors.helpVideoPlaylistUrl?.message) ?? t('help.helpVideoPlaylistUrl')
        }
      />
    ),
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('title')}>
      <Stack spacing={2}>
        <StaleVersionAlert state={stale} />
        <FailureAlert message={failure} />
        <Paper>
          <Tabs
            value={tab}
            onChange={(_event, next: AppConfigTab) => selectTab(next)}
            variant="scrollable"
            aria-label={t('tabsLabel')}
          >
            {APP_CONFIG_TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                id={`${idPrefix}-tab-${name}`}
                aria-controls={`${idPrefix}-panel-${name}`}
                label={
                  <Badge color="error" variant="dot" invisible={!troubled.has(name)}>
                    {t(`tabs.${name}`)}
                  </Badge>
                }
              />
            ))}
          </Tabs>
          {APP_CONFIG_TABS.map((name) => (
            <Stack
              key={name}
              role="tabpanel"
              id={`${idPrefix}-panel-${name}`}
              aria-labelledby={`${idPrefix}-tab-${name}`}
              hidden={name !== tab}
              spacing={3}
              sx={{ p: 3 }}
            >
              {name === tab && (
                <Typography sx={{ color: 'text.secondary' }}>{t(`intro.${name}`)}</Typography>
              )}
              {extras[name]}
              {LISTS_OF_TAB[name].map((list) => (
                <ConfigListField key={list} name={list} control={control} />
              ))}
            </Stack>
          ))}
        </Paper>
        <Paper
          elevation={3}
          sx={{ position: 'sticky', bottom: 16, p: 2, zIndex: 1 }}
          role="region"
          aria-label={t('saveBar')}
        >
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
          >
            <Typography sx={{ color: 'text.secondary', flexGrow: 1 }} aria-live="polite">
              {formState.isDirty ? t('unsavedHint') : t('savedHint')}
            </Typography>
            <Button
              disabled={!formState.isDirty || saving}
              onClick={() => {
                setFailure(null);
                reset();
              }}
            >
              {t('discard')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('save')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
